// @vitest-environment jsdom
import { afterEach, describe, expect, it, vi } from "vitest";
import { fireEvent, screen } from "@testing-library/react";
import { renderToString } from "react-dom/server";
import { MemoryRouter } from "react-router";
import { addAnalyticsSink } from "../../runtime/kit/analytics.ts";
import { RouteContext, SiteContext } from "../../runtime/kit/ui.ts";
import { calculatorSettings, type CalculatorOverrides } from "../../runtime/kit/finance.ts";
import { fakeSite, propsFrom, renderBlock } from "../../tests/kit/blocks/test-utils.tsx";
import FinanceCalculator from "./FinanceCalculator.tsx";
import type { CalculatorData } from "./data.ts";
import type { FinanceCalculatorProps } from "./props.gen.ts";
import schema from "./schema.json" with { type: "json" };

function data(overrides: CalculatorOverrides = {}, changes: Partial<CalculatorData> = {}): CalculatorData {
  const settings = calculatorSettings([overrides]);
  return { settings, values: settings.initial, description: "Estimate only.", carId: 501, car: null, enquiryHref: "/finance-enquiry?car_id=501#finance-form", ...changes };
}

function renderCalculator(d = data(), props: Record<string, unknown> = {}) {
  return renderBlock(FinanceCalculator, { props: propsFrom<FinanceCalculatorProps>(schema, props), data: d, path: "/finance" });
}

const repayment = () => screen.getByRole("status", { name: "Estimated repayment" });
const box = (name: string) => screen.getByRole("spinbutton", { name }) as HTMLInputElement;
const slider = (name: string) => screen.getByRole("slider", { name }) as HTMLInputElement;

afterEach(() => vi.restoreAllMocks());

describe("FinanceCalculator", () => {
  it("names every control exactly and shows the starting repayment", () => {
    renderCalculator();
    for (const name of ["Purchase price", "Deposit or trade-in", "Balloon / residual", "Loan term (years)", "Interest rate (% p.a.)"]) {
      expect(box(name)).toBeTruthy();
      expect(slider(name)).toBeTruthy();
    }
    expect(screen.getByRole("combobox", { name: "Repayment frequency" })).toBeTruthy();
    // $30,000 over 5 years at 10%, weekly: 146.73 (amortisation.test.ts) -> $147; total 146.73 x 260 = $38,150
    expect(repayment().textContent).toBe("$147 per week");
    expect(screen.getByText("Total payable").nextElementSibling?.textContent).toBe("$38,150");
    // the server-side Calculate button goes once the page is interactive
    expect(screen.queryByRole("button", { name: "Calculate" })).toBeNull();
  });

  it("names the car it is priced from, linking to it", () => {
    renderCalculator(data({}, { car: { name: "2021 Mazda CX-5 Maxx", path: "/cars/2021-mazda-cx-5" } }));
    expect(screen.getByText(/Priced for the/).textContent).toBe("Priced for the 2021 Mazda CX-5 Maxx");
    expect(screen.getByRole("link", { name: "2021 Mazda CX-5 Maxx" }).getAttribute("href")).toBe("/cars/2021-mazda-cx-5");
  });

  it("renders nothing without data (a site without purchase finance)", () => {
    const { container } = renderBlock(FinanceCalculator, { props: propsFrom<FinanceCalculatorProps>(schema), data: null, path: "/finance" });
    expect(container.innerHTML).toBe("");
  });

  it("keeps the slider and the number box in step", () => {
    renderCalculator();
    fireEvent.change(box("Purchase price"), { target: { value: "40000" } });
    expect(slider("Purchase price").value).toBe("40000");
    // 40000 x 146.73 / 30000 = 195.64 -> $196
    expect(repayment().textContent).toBe("$196 per week");
    fireEvent.change(slider("Loan term (years)"), { target: { value: "3" } });
    expect(box("Loan term (years)").value).toBe("3");
  });

  it("clamps out-of-range typing, says why, and snaps the box when left", () => {
    renderCalculator();
    fireEvent.change(box("Purchase price"), { target: { value: "300000" } });
    expect(screen.getByText("Cannot be less than $1,000 or more than $250,000")).toBeTruthy();
    expect(box("Purchase price").getAttribute("aria-invalid")).toBe("true");
    expect(slider("Purchase price").value).toBe("250000");
    fireEvent.blur(box("Purchase price"));
    expect(box("Purchase price").value).toBe("250000");
    expect(screen.queryByText(/Cannot be less than/)).toBeNull();
  });

  it("turns a negative price into 0", () => {
    renderCalculator();
    fireEvent.change(box("Purchase price"), { target: { value: "-5000" } });
    expect(box("Purchase price").value).toBe("0");
    expect(screen.getByText("Cannot be less than $1,000 or more than $250,000")).toBeTruthy();
  });

  it("uses the site's bounds in the help text", () => {
    renderCalculator(data({ amountMin: 5000, amountMax: 100000 }));
    fireEvent.change(box("Purchase price"), { target: { value: "4000" } });
    expect(screen.getByText("Cannot be less than $5,000 or more than $100,000")).toBeTruthy();
    fireEvent.change(box("Loan term (years)"), { target: { value: "8" } });
    expect(screen.getByText("Cannot be less than 1 or more than 7")).toBeTruthy();
  });

  it("switches the repayment frequency", () => {
    renderCalculator();
    fireEvent.change(screen.getByRole("combobox", { name: "Repayment frequency" }), { target: { value: "monthly" } });
    // 637.41 a month (amortisation.test.ts)
    expect(repayment().textContent).toBe("$637 per month");
    fireEvent.change(screen.getByRole("combobox", { name: "Repayment frequency" }), { target: { value: "fortnightly" } });
    expect(repayment().textContent).toBe("$294 per fortnight");
  });

  it("shows 'Enquire for Finance' and blanks the total for a repayment of 25 or less", () => {
    renderCalculator();
    // 1000 at 10% over 5 years weekly = 146.73 / 30 = 4.89
    fireEvent.change(box("Purchase price"), { target: { value: "1000" } });
    expect(repayment().textContent?.trim()).toBe("Enquire for Finance");
    expect(screen.getByText("Total payable").nextElementSibling?.textContent).toBe("");
  });

  it("takes the deposit and residual into account", () => {
    renderCalculator();
    fireEvent.change(box("Balloon / residual"), { target: { value: "9000" } });
    fireEvent.change(screen.getByRole("combobox", { name: "Repayment frequency" }), { target: { value: "monthly" } });
    // 521.19 a month with a $9,000 balloon (amortisation.test.ts)
    expect(repayment().textContent).toBe("$521 per month");
    fireEvent.change(box("Deposit or trade-in"), { target: { value: "30000" } });
    expect(repayment().textContent?.trim()).toBe("Enquire for Finance");
  });

  it("fires analytics event 26 on the first change of any control, once", async () => {
    const sink = vi.fn();
    const remove = addAnalyticsSink(sink);
    renderCalculator();
    expect(sink).not.toHaveBeenCalled();
    fireEvent.change(slider("Interest rate (% p.a.)"), { target: { value: "7.5" } });
    fireEvent.change(box("Purchase price"), { target: { value: "20000" } });
    fireEvent.change(screen.getByRole("combobox", { name: "Repayment frequency" }), { target: { value: "monthly" } });
    await Promise.resolve();
    expect(sink).toHaveBeenCalledTimes(1);
    expect(sink).toHaveBeenCalledWith({ id: 26, data: { car_id: 501 } });
    remove();
  });

  it("hides the interest rate where configured", () => {
    renderCalculator(data({ interestHidden: true }));
    expect(screen.queryByRole("spinbutton", { name: "Interest rate (% p.a.)" })).toBeNull();
    expect(repayment().textContent).toBe("$147 per week");
  });

  it("truncates a long description at 197, starting on the full side", () => {
    const long = `${"Finance is subject to approval. ".repeat(10)}End.`;
    renderCalculator(data({}, { description: long }));
    const toggle = screen.getByRole("button", { name: "Show Less" });
    expect(screen.getByText(long)).toBeTruthy();
    fireEvent.click(toggle);
    expect(screen.getByRole("button", { name: "Show More" }).getAttribute("aria-expanded")).toBe("false");
    // 197 = 6 phrases of 32 characters and 'Finan'
    expect(screen.getByText(/\.\.\.$/).textContent).toBe(`${"Finance is subject to approval. ".repeat(6)}Finan...`);
  });

  // Spec §9: the calculator description truncates at 197 characters.
  it("keeps a description of exactly 197 characters whole, without a toggle", () => {
    const text = `${"a".repeat(196)}.`;
    renderCalculator(data({}, { description: text }));
    expect(screen.getByText(text)).toBeTruthy();
    expect(screen.queryByRole("button", { name: /Show/ })).toBeNull();
  });

  it("cuts a description of 198 characters to its first 197 and an ellipsis, full side first", () => {
    const text = `${"b".repeat(197)}c`;
    renderCalculator(data({}, { description: text }));
    expect(screen.getByText(text)).toBeTruthy();
    fireEvent.click(screen.getByRole("button", { name: "Show Less" }));
    expect(screen.getByText(`${"b".repeat(197)}...`)).toBeTruthy();
    expect(screen.queryByText(text)).toBeNull();
    fireEvent.click(screen.getByRole("button", { name: "Show More" }));
    expect(screen.getByText(text)).toBeTruthy();
  });

  it("shows a short description whole without a toggle", () => {
    renderCalculator();
    expect(screen.getByText("Estimate only.")).toBeTruthy();
    expect(screen.queryByRole("button", { name: /Show/ })).toBeNull();
  });

  it("links to the pre-filled finance enquiry", () => {
    renderCalculator();
    expect(screen.getByRole("link", { name: "Get Finance" }).getAttribute("href")).toBe("/finance-enquiry?car_id=501#finance-form");
  });

  it("renders on the server as a GET form with figures and a Calculate button", () => {
    const settings = calculatorSettings([]);
    const html = renderToString(
      <MemoryRouter initialEntries={["/finance"]}>
        <SiteContext.Provider value={fakeSite()}>
          <RouteContext.Provider value={{ pattern: "/finance", params: {}, path: "/finance?amount=40000", pageId: "finance" }}>
            <FinanceCalculator
              props={propsFrom<FinanceCalculatorProps>(schema)}
              data={data({}, { values: { ...settings.initial, amount: 40000 } })}
              blockId="finance-1"
            />
          </RouteContext.Provider>
        </SiteContext.Provider>
      </MemoryRouter>,
    );
    const doc = new DOMParser().parseFromString(html, "text/html");
    const form = doc.querySelector("form")!;
    expect(form.getAttribute("method")).toBe("get");
    expect(form.getAttribute("action")).toBe("/finance#finance-1");
    expect(form.querySelector("button[type=submit]")!.textContent).toBe("Calculate");
    expect((form.querySelector("input[name=amount]") as HTMLInputElement).value).toBe("40000");
    expect(doc.querySelector("[role=status]")!.textContent).toBe("$196 per week");
  });
});
