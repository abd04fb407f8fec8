// @vitest-environment jsdom
import { describe, expect, it } from "vitest";
import { screen } from "@testing-library/react";
import { propsFrom, renderBlock } from "../../tests/kit/blocks/test-utils.tsx";
import StatsBanner from "./StatsBanner.tsx";
import schema from "./schema.json" with { type: "json" };
import type { StatsBannerProps } from "./props.gen.ts";

function figures() {
  return screen.getAllByRole("listitem").map((item) => item.textContent);
}

describe("StatsBanner", () => {
  it("shows 50+ Locations, 40+ Brands and 30+ Years by default (spec §1)", () => {
    renderBlock(StatsBanner, { props: propsFrom<StatsBannerProps>(schema) });
    expect(figures()).toEqual(["50+ Locations", "40+ Brands", "30+ Years"]);
    expect(screen.queryByRole("heading")).toBeNull();
  });

  it("shows the site's own figures under its heading", () => {
    const props = propsFrom<StatsBannerProps>(schema, { heading: "Our group", items: [{ value: "12", label: "Dealerships" }] });
    renderBlock(StatsBanner, { props });
    expect(screen.getByRole("region", { name: "Our group" })).toBeTruthy();
    expect(figures()).toEqual(["12 Dealerships"]);
  });

  it("rejects a figure without a label", () => {
    expect(() => propsFrom(schema, { items: [{ value: "50+" }] })).toThrow(/label/);
  });
});
