// @vitest-environment jsdom
import { afterEach, beforeEach, describe, expect, it, vi } from "vitest";
import { fireEvent, screen, waitFor } from "@testing-library/react";
import { propsFrom, renderBlock } from "../../tests/kit/blocks/test-utils.tsx";
import FinanceEstimatePanel from "./FinanceEstimatePanel.tsx";
import type { EstimatePanelData } from "./data.ts";
import type { FinanceEstimatePanelProps } from "./props.gen.ts";
import schema from "./schema.json" with { type: "json" };

const estimateOnly: EstimatePanelData = {
  carId: 501,
  // $40,000 at 10% p.a. (finance-estimate.test.ts)
  estimate: { weekly: 140.46, monthly: 608.19, deposit: 4000, finalPayment: 12000, years: 5 },
  interestRate: 10,
  comparisonRate: 11.5,
  comparison: { basis: "5-year secured $30,000 loan", interestRate: null, comparisonRate: null, range: null },
  quote: null,
  fetchQuote: null,
  fallbackDisclaimer: "The repayment shown is an estimate only.",
};
const WARNING =
  "WARNING: This comparison rate is true only for the examples given and may not include all fees and charges. Different terms, fees or other loan amounts might result in a different comparison rate.";
const toFetch = { purchasePrice: 40000, year: 2021, vin: "JM0KF4WLA00123456", nvic: "0ABC21" };

const renderPanel = (data: EstimatePanelData | null) =>
  renderBlock(FinanceEstimatePanel, { props: propsFrom<FinanceEstimatePanelProps>(schema), data });
const figure = (label: string) => screen.getByText(label).nextElementSibling?.textContent;
const reply = (status: number, body: unknown) => Promise.resolve(new Response(JSON.stringify(body), { status }));

// jsdom has no modal dialogs: these stand in for the browser's showModal() and close() (the browser journeys in
// tests/e2e/finance.spec.ts check the real focus trap and Escape).
const showModal = vi.fn(function (this: HTMLDialogElement) {
  this.setAttribute("open", "");
});
const close = vi.fn(function (this: HTMLDialogElement) {
  this.removeAttribute("open");
  this.dispatchEvent(new Event("close"));
});

beforeEach(() => Object.assign(HTMLDialogElement.prototype, { showModal, close }));

afterEach(() => {
  vi.unstubAllGlobals();
  vi.clearAllMocks();
  for (const name of ["showModal", "close"]) Reflect.deleteProperty(HTMLDialogElement.prototype, name);
});

describe("FinanceEstimatePanel", () => {
  it("shows the estimate on the spec's basis with the rates", () => {
    renderPanel(estimateOnly);
    expect(figure("Weekly repayment")).toBe("$140");
    expect(figure("Monthly repayment")).toBe("$608");
    expect(figure("Interest rate")).toBe("10.00% p.a.");
    expect(figure("Comparison rate*")).toBe("11.50% p.a.");
    expect(screen.getByText(/Based on a 5 year term, 10\.0% deposit and 30% final payment\./)).toBeTruthy();
    expect(screen.getByText(/The repayment is an estimate only\./)).toBeTruthy();
  });

  it("carries the comparison-rate warning verbatim and the example basis with the comparison rate", () => {
    renderPanel({ ...estimateOnly, comparison: { ...estimateOnly.comparison, range: { min: 8.38, max: 19.42 } } });
    expect(screen.getByText(WARNING)).toBeTruthy();
    expect(screen.getByText(/^\*Comparison rate based on a 5-year secured \$30,000 loan\./).textContent)
      .toBe("*Comparison rate based on a 5-year secured $30,000 loan. Comparison rates range from 8.38% to 19.42% p.a.");
  });

  it("sets the comparison rate exactly as prominently as the interest rate", () => {
    renderPanel(estimateOnly);
    const interest = screen.getByText("Interest rate").nextElementSibling!;
    const comparison = screen.getByText("Comparison rate*").nextElementSibling!;
    expect(comparison.tagName).toBe(interest.tagName);
    expect(comparison.className).toBe(interest.className);
  });

  it("shows the car's own quote without fetching", () => {
    const fetchSpy = vi.fn();
    vi.stubGlobal("fetch", fetchSpy);
    renderPanel({ ...estimateOnly, quote: { weeklyRepaymentAmount: 128.02, advertisedRate: 7.49, comparisonRate: 7.99 } });
    expect(figure("Weekly repayment")).toBe("$128");
    // 128.02 x 4.33 = 554.33
    expect(figure("Monthly repayment")).toBe("$554");
    expect(figure("Interest rate")).toBe("7.49% p.a.");
    expect(fetchSpy).not.toHaveBeenCalled();
  });

  it("fetches a quote once for a priced car without one", async () => {
    const fetchSpy = vi.fn(() => reply(200, { weeklyRepaymentAmount: 128.02, advertisedRate: 7.49, comparisonRate: 7.99 }));
    vi.stubGlobal("fetch", fetchSpy);
    const { rerender } = renderPanel({ ...estimateOnly, fetchQuote: toFetch });
    expect(figure("Weekly repayment")).toBe("-");
    await waitFor(() => expect(figure("Weekly repayment")).toBe("$128"));
    expect(figure("Comparison rate*")).toBe("7.99% p.a.");
    expect(fetchSpy).toHaveBeenCalledTimes(1);
    const [url, init] = fetchSpy.mock.calls[0] as unknown as [string, RequestInit];
    expect(url).toBe("/api/youx/quote");
    expect(init.method).toBe("POST");
    expect(JSON.parse(String(init.body))).toEqual({
      selfAssessedCreditScore: "GREAT", purchasePrice: 40000, loanTerm: 5, year: 2021,
      vin: "JM0KF4WLA00123456", nvic: "0ABC21", whoIsHelping: "",
    });
    rerender(<></>);
    expect(fetchSpy).toHaveBeenCalledTimes(1);
  });

  it("shows dashes when the quote fails, silently", async () => {
    const fetchSpy = vi.fn(() => reply(500, {}));
    vi.stubGlobal("fetch", fetchSpy);
    const { container } = renderPanel({ ...estimateOnly, fetchQuote: toFetch });
    await waitFor(() => expect(container.querySelector("dl")!.getAttribute("aria-busy")).toBe("false"));
    expect(fetchSpy).toHaveBeenCalledTimes(1);
    for (const label of ["Weekly repayment", "Monthly repayment", "Interest rate", "Comparison rate*"]) {
      expect(figure(label)).toBe("-");
    }
    expect(screen.queryByRole("alert")).toBeNull();
    // No comparison rate shown, so no warning about one.
    expect(screen.queryByText(WARNING)).toBeNull();
  });

  it("shows '-' for a missing rate", async () => {
    vi.stubGlobal("fetch", vi.fn(() => reply(200, { weeklyRepaymentAmount: 128.02, advertisedRate: 7.49, comparisonRate: null })));
    renderPanel({ ...estimateOnly, fetchQuote: toFetch });
    await waitFor(() => expect(figure("Weekly repayment")).toBe("$128"));
    expect(figure("Interest rate")).toBe("7.49% p.a.");
    expect(figure("Comparison rate*")).toBe("-");
  });

  it("opens the disclaimer in a modal dialog, fetching it once, and gives focus back on close", async () => {
    const fetchSpy = vi.fn(() => reply(200, { disclaimer: "Taurus terms apply." }));
    vi.stubGlobal("fetch", fetchSpy);
    renderPanel(estimateOnly);
    const opener = screen.getByRole("button", { name: "View disclaimer" });
    opener.focus();
    fireEvent.click(opener);
    const dialog = screen.getByRole("dialog", { name: "Disclaimer" });
    expect(showModal).toHaveBeenCalledTimes(1);
    await waitFor(() => expect(screen.getByText("Taurus terms apply.")).toBeTruthy());
    expect(dialog.getAttribute("aria-busy")).toBe("false");
    expect(fetchSpy).toHaveBeenCalledWith("/api/finance/disclaimer?car_id=501", expect.anything());
    // Escape: the browser cancels the modal and fires close.
    fireEvent(dialog, new Event("close"));
    expect(screen.queryByRole("dialog")).toBeNull();
    expect(document.activeElement).toBe(opener);
    fireEvent.click(opener);
    expect(screen.getByText("Taurus terms apply.")).toBeTruthy();
    fireEvent.click(screen.getByRole("button", { name: "Close" }));
    expect(screen.queryByRole("dialog")).toBeNull();
    expect(document.activeElement).toBe(opener);
    fireEvent.click(opener);
    // A click on the backdrop lands on the dialog element itself and closes it; a click inside does not.
    fireEvent.click(screen.getByText("Taurus terms apply."));
    expect(screen.getByRole("dialog")).toBeTruthy();
    fireEvent.click(screen.getByRole("dialog"));
    expect(screen.queryByRole("dialog")).toBeNull();
    expect(fetchSpy).toHaveBeenCalledTimes(1);
  });

  it("falls back to the site's disclaimer when the fetch fails", async () => {
    vi.stubGlobal("fetch", vi.fn(() => Promise.reject(new Error("offline"))));
    renderPanel(estimateOnly);
    fireEvent.click(screen.getByRole("button", { name: "View disclaimer" }));
    await waitFor(() => expect(screen.getByText("The repayment shown is an estimate only.")).toBeTruthy());
  });

  it("renders nothing without a car", () => {
    const { container } = renderPanel(null);
    expect(container.textContent).toBe("");
  });
});
