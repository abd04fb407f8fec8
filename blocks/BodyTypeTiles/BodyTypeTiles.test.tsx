// @vitest-environment jsdom
import { describe, expect, it } from "vitest";
import { screen } from "@testing-library/react";
import { propsFrom, renderBlock } from "../../tests/kit/blocks/test-utils.tsx";
import { pageData, searchSite } from "../../tests/kit/search-ui/test-search.ts";
import { NO_RULES } from "../../runtime/kit/search.ts";
import BodyTypeTiles from "./BodyTypeTiles.tsx";
import schema from "./schema.json" with { type: "json" };
import type { BodyTypeTilesProps } from "./props.gen.ts";

const data = {
  client: pageData().client,
  rules: NO_RULES,
  url: "http://localhost:3000/",
  requests: [],
  results: [{ hits: [], nbHits: 90, facets: { body: { suv: 40, ute: 25, hatch: 15, sedan: 7, van: 3 } } }],
};

describe("BodyTypeTiles (spec §2, §9)", () => {
  it("shows the four most stocked body types with counts, linking to their search", () => {
    renderBlock(BodyTypeTiles, { props: propsFrom<BodyTypeTilesProps>(schema, { car_type: "used" }), data, site: searchSite() });
    const links = screen.getAllByRole("link");
    expect(links.map((link) => link.textContent)).toEqual(["SUV40", "Ute25", "Hatch15", "Sedan7"]);
    expect(links[0]!.getAttribute("href")).toBe("/search/used-cars?body=suv");
  });

  it("shows the site's own body types, up to 20", () => {
    const site = searchSite({ body_tiles: { custom_bodies: [{ body: "van", label: "Vans & Buses" }, { body: "suv" }] } });
    renderBlock(BodyTypeTiles, { props: propsFrom<BodyTypeTilesProps>(schema), data, site });
    expect(screen.getAllByRole("link").map((link) => link.textContent)).toEqual(["Vans & Buses3", "SUV40"]);
  });
});
