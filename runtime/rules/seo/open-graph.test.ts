import { describe, expect, it } from "vitest";
import { shareTags, type SharePreview } from "./open-graph.ts";

const content = (tags: ReturnType<typeof shareTags>) => Object.fromEntries(tags.map((tag) => [tag.key, tag.content]));

const vehicle: SharePreview = {
  title: "2021 Toyota Corolla Ascent for sale | Harbour Motors",
  description: "Used 2021 Toyota Corolla Ascent: 40,000 km.",
  url: "https://harbourmotors.com.au/cars/2021-toyota-corolla-1",
  siteName: "Harbour Motors",
  image: "https://harbourmotors.com.au/media/cars/1/front.jpg",
  logo: "https://harbourmotors.com.au/media/logos/harbour-motors.svg",
  product: { price: 27990 },
};

describe("shareTags", () => {
  it("gives a vehicle page a product preview with its photo, title, URL and price in AUD", () => {
    const tags = shareTags(vehicle);
    expect(content(tags)).toEqual({
      "og:type": "product",
      "og:site_name": "Harbour Motors",
      "og:locale": "en_AU",
      "og:title": vehicle.title,
      "og:description": vehicle.description,
      "og:url": vehicle.url,
      "og:image": vehicle.image,
      "product:price:amount": "27990",
      "product:price:currency": "AUD",
      "twitter:card": "summary_large_image",
      "twitter:title": vehicle.title,
      "twitter:description": vehicle.description,
      "twitter:image": vehicle.image,
    });
    expect(tags.filter((tag) => tag.key.startsWith("twitter:")).every((tag) => tag.attribute === "name")).toBe(true);
    expect(tags.filter((tag) => !tag.key.startsWith("twitter:")).every((tag) => tag.attribute === "property")).toBe(true);
  });

  it("gives any other page a website preview, and a car without an advertised price no price", () => {
    expect(content(shareTags({ ...vehicle, product: null }))["og:type"]).toBe("website");
    const noPrice = content(shareTags({ ...vehicle, product: { price: null } }));
    expect(noPrice["og:type"]).toBe("product");
    expect(noPrice).not.toHaveProperty("product:price:amount");
    expect(noPrice).not.toHaveProperty("product:price:currency");
  });

  it("shows the dealer's logo on the small card for a page without a picture, and leaves an empty description out", () => {
    const tags = content(shareTags({ ...vehicle, image: null, description: "" }));
    expect(tags["twitter:card"]).toBe("summary");
    expect(tags["og:image"]).toBe(vehicle.logo);
    expect(tags["twitter:image"]).toBe(vehicle.logo);
    expect(tags).not.toHaveProperty("og:description");
  });
});
