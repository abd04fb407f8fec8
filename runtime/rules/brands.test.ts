import { describe, expect, it } from "vitest";
import { findBrandPage, findModel, modelSearchHref, modelTileHref } from "./brands.ts";

const model = (name: string, slug: string, override_url?: string) => ({ name, slug, override_url, body: null, accessories: [] });
const toyota = { slug: "toyota", skipPage: false, models: [model("RAV4", "rav4"), model("HiLux", "hilux", "/pages/hilux")] };
const neotek = { slug: "neotek", skipPage: true, models: [] };
const lexus = { slug: "lexus", skipPage: false, models: [model("RX", "rx")] };

describe("brand and model pages", () => {
  it("finds a brand's overview page by slug, never for a brand that skips its page", () => {
    expect(findBrandPage([toyota, neotek], "toyota")).toBe(toyota);
    expect(findBrandPage([toyota, neotek], "neotek")).toBeNull();
    expect(findBrandPage([toyota, neotek], "holden")).toBeNull();
  });

  it("finds a model by slug across the site's brands, with its brand", () => {
    expect(findModel([toyota, lexus], "rx")).toEqual({ brand: lexus, model: lexus.models[0] });
    expect(findModel([toyota, lexus], "corolla")).toBeNull();
    expect(findModel([toyota, lexus], undefined)).toBeNull();
  });

  it("links a model to its stock search, and its tile to the override URL when it has one", () => {
    expect(modelSearchHref(toyota, toyota.models[1]!)).toBe("/search/toyota/hilux");
    expect(modelTileHref(toyota, toyota.models[0]!)).toBe("/search/toyota/rav4");
    expect(modelTileHref(toyota, toyota.models[1]!)).toBe("/pages/hilux");
  });
});
