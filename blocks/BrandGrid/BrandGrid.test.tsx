// @vitest-environment jsdom
import { describe, expect, it } from "vitest";
import { screen, within } from "@testing-library/react";
import { fakeSite, propsFrom, renderBlock } from "../../tests/kit/blocks/test-utils.tsx";
import BrandGrid from "./BrandGrid.tsx";
import schema from "./schema.json" with { type: "json" };
import type { BrandGridProps } from "./props.gen.ts";

const site = fakeSite({
  brands: [
    { title: "Kia", slug: "kia", logoSrc: "/logos/kia.png", imageBannerSrc: "", description: "", skipPage: false, group: "cars" },
    { title: "Ducati", slug: "ducati", logoSrc: "/logos/ducati.png", imageBannerSrc: "", description: "", skipPage: false, group: "motorcycles" },
    { title: "Mazda", slug: "mazda", logoSrc: "/logos/mazda.png", imageBannerSrc: "", description: "", skipPage: true, group: "cars" },
    { title: "Hino", slug: "hino", skipPage: false, group: "trucks" },
  ],
});

function renderGrid(props: Record<string, unknown> = {}) {
  return renderBlock(BrandGrid, { props: propsFrom<BrandGridProps>(schema, props), site, blockId: "home-2" });
}

describe("BrandGrid", () => {
  it("shows the logos of the chosen group only, 76x65, under the heading", () => {
    renderGrid({ heading: "Cars", group: "cars" });
    const section = screen.getByRole("region", { name: "Cars" });
    const logos = within(section).getAllByRole("img");
    expect(logos.map((img) => img.getAttribute("alt"))).toEqual(["Kia", "Mazda"]);
    for (const img of logos) {
      expect(img.getAttribute("width")).toBe("76");
      expect(img.getAttribute("height")).toBe("65");
    }
  });

  it("links a brand to its overview page, or to its stock when it has no page", () => {
    renderGrid({ group: "cars" });
    expect(screen.getByRole("link", { name: "Kia" }).getAttribute("href")).toBe("/kia/overview");
    expect(screen.getByRole("link", { name: "Mazda" }).getAttribute("href")).toBe("/search/mazda");
  });

  it("shows the brand's name when it has no logo", () => {
    renderGrid({ group: "trucks" });
    expect(screen.getByRole("link", { name: "Hino" }).getAttribute("href")).toBe("/hino/overview");
  });

  it("defaults to the car brands under 'Our Brands'", () => {
    renderGrid();
    expect(screen.getByRole("heading", { name: "Our Brands" })).toBeTruthy();
    expect(screen.queryByAltText("Ducati")).toBeNull();
  });

  it("renders nothing when the group has no brands", () => {
    const { container } = renderGrid({ group: "group" });
    expect(container.innerHTML).toBe("");
  });
});
