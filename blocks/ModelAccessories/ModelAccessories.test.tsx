// @vitest-environment jsdom
import { describe, expect, it } from "vitest";
import { screen, within } from "@testing-library/react";
import { fakeSite, propsFrom, renderBlock } from "../../tests/kit/blocks/test-utils.tsx";
import { loaderContext } from "../../tests/kit/blocks/location-fixtures.ts";
import ModelAccessories from "./ModelAccessories.tsx";
import load from "./loader.ts";
import schema from "./schema.json" with { type: "json" };
import type { ModelAccessoriesProps } from "./props.gen.ts";

const brands = [
  {
    title: "Toyota",
    slug: "toyota",
    skipPage: false,
    group: "cars",
    models: [
      { name: "LandCruiser Prado", slug: "landcruiser-prado", accessories_count: 67, image: { url: "/media/models/prado.svg" }, accessories: [] },
      {
        name: "HiLux",
        slug: "hilux",
        accessories: [
          { name: "Tow bar kit", part_number: "PZQ64-89082", price: 1299, image: "/media/art/ute/white.svg", description: "Rated to 3,500 kg." },
          { name: "Canopy", part_number: null, price: null, image: null, description: "" },
        ],
      },
    ],
  },
];
const site = fakeSite({ name: "Harbour Motors", brands });
const props = propsFrom<ModelAccessoriesProps>(schema);

describe("ModelAccessories", () => {
  it("makes a model the site does not list the site's 404", async () => {
    const { ctx, seen } = loaderContext(site, { model: "cybertruck" });
    expect(await load(props, ctx)).toBeNull();
    expect(seen.status).toBe(404);
  });

  it("titles a known model's page after its brand and name", async () => {
    const { ctx, seen } = loaderContext(site, { model: "landcruiser-prado" });
    expect(await load(props, ctx)).toEqual({ slug: "landcruiser-prado" });
    expect(seen.status).toBe(200);
    expect(seen.meta.title).toBe("Toyota LandCruiser Prado Accessories | Harbour Motors");
  });

  it("shows the heading, picture, accessory count and links to the model's stock and the parts team", () => {
    renderBlock(ModelAccessories, { props, data: { slug: "landcruiser-prado" }, site, path: "/landcruiser-prado/accessories" });
    expect(screen.getByRole("heading", { level: 1, name: "Toyota LandCruiser Prado Accessories" })).toBeTruthy();
    expect(screen.getByRole("img", { name: "Toyota LandCruiser Prado" }).getAttribute("src")).toBe("/media/models/prado.svg");
    expect(screen.getByText("67 genuine accessories for the LandCruiser Prado.")).toBeTruthy();
    expect(screen.getByRole("link", { name: "Browse LandCruiser Prado stock" }).getAttribute("href")).toBe("/search/toyota/landcruiser-prado");
    expect(screen.getByRole("link", { name: "Ask our parts team" }).getAttribute("href")).toBe("/vehicle-parts-and-accessories");
  });

  it("lists the model's accessories from the site document, and counts them when the document gives no count", () => {
    renderBlock(ModelAccessories, { props, data: { slug: "hilux" }, site, path: "/hilux/accessories" });
    expect(screen.getByText("2 genuine accessories for the HiLux.")).toBeTruthy();
    const list = screen.getByRole("region", { name: "Popular HiLux accessories" });
    const [towBar, canopy] = within(list).getAllByRole("listitem");
    expect(within(towBar!).getByRole("heading", { level: 3, name: "Tow bar kit" })).toBeTruthy();
    expect(within(towBar!).getByText("Part number PZQ64-89082")).toBeTruthy();
    expect(within(towBar!).getByText("$1,299 fitted")).toBeTruthy();
    expect(within(towBar!).getByText("Rated to 3,500 kg.")).toBeTruthy();
    expect(within(canopy!).getByText("Price on application")).toBeTruthy();
    expect(within(canopy!).queryByText(/Part number/)).toBeNull();
  });
});
