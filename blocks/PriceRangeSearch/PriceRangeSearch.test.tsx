// @vitest-environment jsdom
import { describe, expect, it } from "vitest";
import { fireEvent, screen } from "@testing-library/react";
import { propsFrom, renderBlock } from "../../tests/kit/blocks/test-utils.tsx";
import { searchSite } from "../../tests/kit/search-ui/test-search.ts";
import PriceRangeSearch from "./PriceRangeSearch.tsx";
import schema from "./schema.json" with { type: "json" };
import type { PriceRangeSearchProps } from "./props.gen.ts";

function renderSlider(props: Record<string, unknown> = {}) {
  renderBlock(PriceRangeSearch, { props: propsFrom<PriceRangeSearchProps>(schema, props), site: searchSite() });
  const form = screen.getByRole("button", { name: "Search" }).closest("form")!;
  const hidden = () => Object.fromEntries([...form.querySelectorAll<HTMLInputElement>("input[type=hidden]")].map((input) => [input.name, input.value]));
  return { form, hidden };
}

describe("PriceRangeSearch (spec §2, §9: 5000 to 250000, step 500, sorted by price descending)", () => {
  it("offers 5000 to 250000 in steps of 500", () => {
    renderSlider();
    const min = screen.getByLabelText("Minimum price") as HTMLInputElement;
    expect([min.min, min.max, min.step, min.value]).toEqual(["5000", "250000", "500", "5000"]);
    expect((screen.getByLabelText("Maximum price") as HTMLInputElement).value).toBe("250000");
  });

  it("opens the results for the range, highest price first, as a plain form too", () => {
    const { form, hidden } = renderSlider({ car_type: "used" });
    fireEvent.change(screen.getByLabelText("Minimum price"), { target: { value: "20000" } });
    fireEvent.change(screen.getByLabelText("Maximum price"), { target: { value: "60000" } });
    expect(form.getAttribute("action")).toBe("/search/used-cars");
    expect(hidden()).toEqual({ "range[price]": "20000:60000", sortBy: "highestPrice" });
    expect(screen.getByText("$20,000 – $60,000")).toBeTruthy();
  });

  it("keeps the minimum thumb below the maximum", () => {
    const { hidden } = renderSlider();
    fireEvent.change(screen.getByLabelText("Maximum price"), { target: { value: "30000" } });
    fireEvent.change(screen.getByLabelText("Minimum price"), { target: { value: "90000" } });
    expect(hidden()["range[price]"]).toBe("30000:30000");
  });
});
