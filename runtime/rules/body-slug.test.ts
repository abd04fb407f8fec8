import { describe, expect, it } from "vitest";
import { bodySlug, modelBodies, modelsOfBody } from "./body-slug.ts";

describe("body slugs (spec §2)", () => {
  it("lowercases the body name, turns spaces to hyphens and removes ampersands", () => {
    expect(bodySlug("SUV")).toBe("suv");
    expect(bodySlug("People Mover")).toBe("people-mover");
    expect(bodySlug("Cab Chassis & Ute")).toBe("cab-chassis-ute");
    expect(bodySlug("4X4 & Off-road")).toBe("4x4-off-road");
  });
});

describe("models of a body", () => {
  const model = (name: string, slug: string, body: string | null) => ({ name, slug, body, accessories: [] });
  const brands = [
    { slug: "toyota", models: [model("RAV4", "rav4", "SUV"), model("Corolla", "corolla", "Hatch"), model("Coaster", "coaster", null)] },
    { slug: "kia", models: [model("Carnival", "carnival", "People Mover"), model("Sportage", "sportage", "suv")] },
  ];

  it("lists the models with that body slug, brand by brand; models without a body stay off every list", () => {
    expect(modelsOfBody(brands, "suv").map(({ brand, model }) => `${brand.slug}/${model.slug}`)).toEqual(["toyota/rav4", "kia/sportage"]);
    expect(modelsOfBody(brands, "people-mover").map(({ model }) => model.slug)).toEqual(["carnival"]);
    expect(modelsOfBody(brands, "van")).toEqual([]);
    expect(modelsOfBody(brands, null).map(({ model }) => model.slug)).toEqual(["rav4", "corolla", "carnival", "sportage"]);
  });

  it("names each body once, under its first spelling", () => {
    expect(modelBodies(brands)).toEqual([
      { name: "SUV", slug: "suv" },
      { name: "Hatch", slug: "hatch" },
      { name: "People Mover", slug: "people-mover" },
    ]);
  });
});
