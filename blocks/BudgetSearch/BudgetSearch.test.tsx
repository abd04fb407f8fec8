// @vitest-environment jsdom
import { describe, expect, it, vi } from "vitest";
import { fireEvent, screen, waitFor } from "@testing-library/react";
import { CurrentPath, propsFrom, renderBlock } from "../../tests/kit/blocks/test-utils.tsx";
import { pageData, searchSite } from "../../tests/kit/search-ui/test-search.ts";
import { NO_RULES, type BlockSearchData } from "../../runtime/kit/search.ts";
import { loaderContext } from "../../tests/kit/finance/loader-fixtures.ts";
import { financeSite } from "../../tests/kit/finance/test-fixtures.ts";
import BudgetSearch from "./BudgetSearch.tsx";
import load from "./loader.ts";
import schema from "./schema.json" with { type: "json" };
import type { BudgetSearchProps } from "./props.gen.ts";

/** Counts as if the cheapest car (above 1000) cost 20,000 and there were 3 cars per 10,000 above it. */
const search = vi.fn(async (body: { requests: { filters: string }[] }) => ({
  results: body.requests.map(({ filters }) => {
    const max = Number(/price <= (\d+)/.exec(filters)![1]);
    return { hits: [], nbHits: max < 20_000 ? 0 : Math.floor((max - 20_000) / 10_000) * 3 + 1 };
  }),
}));
vi.mock("../../runtime/search-ui/browser-client.ts", () => ({ searchClientFor: () => ({ search }) }));

function renderBudget(props: Record<string, unknown> = {}, nbHits = 11) {
  const parsed = propsFrom<BudgetSearchProps>(schema, props);
  const data: BlockSearchData = {
    client: pageData().client,
    rules: NO_RULES,
    url: "http://localhost:3000/",
    requests: [{ query: "", hitsPerPage: 0, filters: "price > 1000 AND price <= 54000" }],
    results: [{ hits: [], nbHits }],
  };
  return renderBlock(BudgetSearch, { props: parsed, data, site: searchSite(), after: <CurrentPath /> });
}

describe("BudgetSearch (spec §2, §7, §8, §9)", () => {
  it("is left out on a site without purchase finance (subscription only)", async () => {
    const props = propsFrom<BudgetSearchProps>(schema);
    expect(await load(props, loaderContext(financeSite(null, { purchase: false }), []))).toBeNull();
    const { container } = renderBlock(BudgetSearch, { props, data: null, site: searchSite() });
    expect(container.innerHTML).toBe("");
  });

  it("starts from 200 a week and 2000 deposit: a budget of $54,000 over 5 years", () => {
    renderBudget();
    expect((screen.getByLabelText("Weekly repayment") as HTMLInputElement).value).toBe("200");
    expect((screen.getByLabelText("Deposit") as HTMLInputElement).value).toBe("2000");
    expect(screen.getByText("Your budget: $54,000")).toBeTruthy();
    expect(screen.getByText("11 Cars Found")).toBeTruthy();
  });

  it("opens the search with range[price]=:{budget}", () => {
    renderBudget();
    fireEvent.click(screen.getByRole("button", { name: "View Cars" }));
    expect(screen.getByRole("status").textContent).toBe("/search/new-used-and-demo-cars?range[price]=:54000");
  });

  it("is a plain GET form of the frequency, repayment and deposit to the scope's search without JavaScript", () => {
    renderBudget({ car_type: "used" });
    const form = screen.getByRole("button", { name: "View Used Cars" }).closest("form")!;
    expect([form.getAttribute("method"), form.getAttribute("action")]).toEqual(["get", "/search/used-cars"]);
    expect([...new FormData(form)]).toEqual([
      ["budget[frequency]", "weekly"],
      ["budget[repayment]", "200"],
      ["budget[deposit]", "2000"],
    ]);
  });

  it("switches to monthly: 600 a month plus the deposit", () => {
    renderBudget();
    fireEvent.click(screen.getByLabelText("Monthly"));
    expect((screen.getByLabelText("Monthly repayment") as HTMLInputElement).value).toBe("600");
    expect(screen.getByText("Your budget: $38,000")).toBeTruthy();
  });

  it("disables the button below the cheapest car, with the spec's texts", async () => {
    renderBudget({ car_type: "used" });
    fireEvent.change(screen.getByLabelText("Weekly repayment"), { target: { value: "$50" } });
    fireEvent.change(screen.getByLabelText("Deposit"), { target: { value: "abc" } });
    expect(screen.getByText("Your budget: $13,000")).toBeTruthy();
    await waitFor(() => expect(screen.getByText("0 Used Cars Found")).toBeTruthy());
    const button = screen.getByRole("button", { name: "No Used Cars found for this budget" }) as HTMLButtonElement;
    expect(button.disabled).toBe(true);
    expect(search.mock.calls.at(-1)![0].requests[0]!.filters).toBe("car_type:used AND price > 1000 AND price <= 13000");
  });

  it("clamps inputs to 1,000,000", () => {
    renderBudget();
    fireEvent.change(screen.getByLabelText("Weekly repayment"), { target: { value: "5000000" } });
    fireEvent.change(screen.getByLabelText("Deposit"), { target: { value: "0" } });
    expect(screen.getByText("Your budget: $260,000,000")).toBeTruthy();
  });
});
