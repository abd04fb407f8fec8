// @vitest-environment jsdom
import { describe, expect, it } from "vitest";
import { screen } from "@testing-library/react";
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
    models: [{ name: "LandCruiser Prado", slug: "landcruiser-prado", accessories_count: 67, image: { url: "/media/models/prado.svg" } }],
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
});
