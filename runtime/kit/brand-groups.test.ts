import { describe, expect, it } from "vitest";
import { brandHref, brandsByGroup, type Brand } from "./brand-groups.ts";

function brand(slug: string, group: Brand["group"], skipPage = false): Brand {
  return { title: slug, slug, logoSrc: `/logos/${slug}.png`, imageBannerSrc: "", description: "", skipPage, group } as Brand;
}

describe("brandsByGroup", () => {
  it("groups brands as cars, motorcycles, trucks, then group brands, whatever the input order", () => {
    const sections = brandsByGroup([brand("isuzu", "trucks"), brand("holdco", "group"), brand("kia", "cars"), brand("ktm", "motorcycles")]);
    expect(sections.map((s) => [s.label, s.brands.map((b) => b.slug)])).toEqual([
      ["Cars", ["kia"]],
      ["Motorcycles", ["ktm"]],
      ["Trucks", ["isuzu"]],
      ["Group Brands", ["holdco"]],
    ]);
  });

  it("keeps the site's order within a group and leaves out empty groups", () => {
    const sections = brandsByGroup([brand("mazda", "cars"), brand("audi", "cars")]);
    expect(sections).toHaveLength(1);
    expect(sections[0]!.brands.map((b) => b.slug)).toEqual(["mazda", "audi"]);
  });
});

describe("brandHref", () => {
  it("links a brand to /{brand slug}/overview", () => {
    expect(brandHref(brand("kia", "cars"))).toBe("/kia/overview");
  });

  it("links a brand without an overview page (skipPage) straight to its stock", () => {
    expect(brandHref(brand("kia", "cars", true))).toBe("/search/kia");
  });
});
