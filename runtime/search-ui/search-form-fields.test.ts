import { describe, expect, it } from "vitest";
import { carriesFormFields } from "./search-form-fields.ts";
import { formatSearchUrl, parseSearchUrl, type SearchUrlContext } from "./search-url.ts";
import { createSlugNames } from "./slug-names.ts";

const ctx: SearchUrlContext = { facets: ["car_type", "make"], ranges: ["price", "km", "year"], dealerships: [], names: createSlugNames() };

/** The URL a no-JavaScript form's submission redirects to. */
function redirected(url: string): string {
  const parsed = new URL(url, "http://x.localhost");
  return formatSearchUrl(parseSearchUrl(parsed.pathname, parsed.search, ctx), ctx);
}

describe("the no-JavaScript search forms' fields (spec §2 URL shapes)", () => {
  it("say a range by its min and max boxes: the same range[attribute]=min:max the slider writes", () => {
    expect(redirected("/search/used-cars?make=Toyota&range[price][min]=5000&range[price][max]=20000")).toBe(
      "/search/used-cars?make=Toyota&range[price]=5000:20000",
    );
    expect(redirected("/search/used-cars?range[km][min]=&range[km][max]=60000&range[year][min]=2018&range[year][max]=")).toBe(
      "/search/used-cars?range[km]=:60000&range[year]=2018:",
    );
  });

  it("leave out a range with both boxes empty, one not a number, or the minimum above the maximum", () => {
    expect(redirected("/search/used-cars?range[price][min]=&range[price][max]=")).toBe("/search/used-cars");
    expect(redirected("/search/used-cars?range[price][min]=cheap&range[price][max]=20000")).toBe("/search/used-cars");
    expect(redirected("/search/used-cars?range[price][min]=30000&range[price][max]=20000")).toBe("/search/used-cars");
  });

  it("turn the budget search's repayment and deposit into range[price]=:{budget} (spec §7, §9)", () => {
    expect(redirected("/search/used-cars?budget[frequency]=weekly&budget[repayment]=150&budget[deposit]=0")).toBe("/search/used-cars?range[price]=:39000");
    expect(redirected("/search/new-used-and-demo-cars?budget[frequency]=monthly&budget[repayment]=600&budget[deposit]=2000")).toBe(
      "/search/new-used-and-demo-cars?range[price]=:38000",
    );
    expect(redirected("/search/new-used-and-demo-cars?budget[repayment]=abc&budget[deposit]=5000")).toBe("/search/new-used-and-demo-cars?range[price]=:5000");
  });

  it("are told apart from a search's own URL, which needs no redirect", () => {
    expect(carriesFormFields("?range[price][min]=5000&range[price][max]=")).toBe(true);
    expect(carriesFormFields("?budget[repayment]=150")).toBe(true);
    expect(carriesFormFields("?range[price]=5000:20000&make=Toyota&page=2&query=hilux")).toBe(false);
  });
});
