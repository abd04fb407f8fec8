// @vitest-environment jsdom
import { describe, expect, it } from "vitest";
import { screen, within } from "@testing-library/react";
import { fakeSite, propsFrom, renderBlock } from "../../tests/kit/blocks/test-utils.tsx";
import { loaderContext } from "../../tests/kit/blocks/location-fixtures.ts";
import BrandOverview from "./BrandOverview.tsx";
import load from "./loader.ts";
import schema from "./schema.json" with { type: "json" };
import type { BrandOverviewProps } from "./props.gen.ts";

const brands = [
  {
    title: "Toyota",
    slug: "toyota",
    logoSrc: "/media/brands/toyota.svg",
    imageBannerSrc: "/media/banners/toyota.jpg",
    description: "The full new Toyota range.",
    skipPage: false,
    group: "cars",
    models: [
      { name: "RAV4", slug: "rav4" },
      { name: "HiLux", slug: "hilux", override_url: "/pages/hilux" },
    ],
  },
  { title: "Neotek", slug: "neotek", skipPage: true, group: "group", models: [] },
];
const site = fakeSite({ name: "Harbour Motors", brands });
const props = propsFrom<BrandOverviewProps>(schema);

describe("BrandOverview loader", () => {
  it("makes a brand the site does not list, or one without a page, the site's 404", async () => {
    for (const brand of ["holden", "neotek"]) {
      const { ctx, seen } = loaderContext(site, { brand });
      expect(await load(props, ctx)).toBeNull();
      expect(seen.status, brand).toBe(404);
    }
  });

  it("titles the page after the brand", async () => {
    const { ctx, seen } = loaderContext(site, { brand: "toyota" });
    expect(await load(props, ctx)).toEqual({ slug: "toyota" });
    expect(seen).toEqual({ status: 200, meta: { title: "Toyota | Harbour Motors", description: "The full new Toyota range." } });
  });
});

describe("BrandOverview (spec §3 Brand entry on /{brand slug}/overview)", () => {
  it("shows the brand's title, logo, banner, description and a way into its stock", () => {
    renderBlock(BrandOverview, { props, data: { slug: "toyota" }, site, path: "/toyota/overview" });
    expect(screen.getByRole("heading", { level: 1, name: "Toyota" })).toBeTruthy();
    expect(screen.getByRole("img", { name: "Toyota logo" }).getAttribute("src")).toBe("/media/brands/toyota.svg");
    expect(document.querySelector(".fc-brand-overview__banner")?.getAttribute("src")).toBe("/media/banners/toyota.jpg");
    expect(screen.getByText("The full new Toyota range.")).toBeTruthy();
    expect(screen.getByRole("link", { name: "Browse Toyota stock" }).getAttribute("href")).toBe("/search/toyota");
  });

  it("lists the brand's models with their stock and accessories", () => {
    renderBlock(BrandOverview, { props, data: { slug: "toyota" }, site });
    const models = screen.getByRole("region", { name: "Toyota Models" });
    expect(within(models).getByRole("link", { name: "RAV4" }).getAttribute("href")).toBe("/search/toyota/rav4");
    expect(within(models).getByRole("link", { name: "HiLux" }).getAttribute("href")).toBe("/pages/hilux");
    expect(within(models).getByRole("link", { name: "RAV4 accessories" }).getAttribute("href")).toBe("/rav4/accessories");
  });
});
