// @vitest-environment jsdom
import { describe, expect, it } from "vitest";
import { screen } from "@testing-library/react";
import type { TeaserFigures } from "../../runtime/kit/finance.ts";
import { propsFrom, renderBlock } from "../../tests/kit/blocks/test-utils.tsx";
import FinanceTeaser from "./FinanceTeaser.tsx";
import type { FinanceTeaserProps } from "./props.gen.ts";
import schema from "./schema.json" with { type: "json" };

const WARNING =
  "WARNING: This comparison rate is true only for the examples given and may not include all fees and charges. Different terms, fees or other loan amounts might result in a different comparison rate.";

const figures: TeaserFigures = {
  payment: 129,
  per: "week",
  interestRate: 6.29,
  comparisonRate: 8.19,
  comparison: { basis: "5-year secured $30,000 loan", interestRate: null, comparisonRate: null, range: null },
  enquiryHref: "/finance-enquiry?car_id=501#finance-form",
};

const renderTeaser = (data: TeaserFigures | null, props: Record<string, unknown> = {}) =>
  renderBlock(FinanceTeaser, { props: propsFrom<FinanceTeaserProps>(schema, props), data });

describe("FinanceTeaser", () => {
  it("shows the repayment, the interest rate and the comparison rate", () => {
    renderTeaser(figures);
    expect(screen.getByRole("heading", { name: "Finance" })).toBeTruthy();
    expect(screen.getByText("$129").parentElement?.textContent).toBe("$129 per week");
    expect(screen.getByText("6.29% p.a.")).toBeTruthy();
    expect(screen.getByText("8.19% p.a.")).toBeTruthy();
  });

  it("sets the comparison rate at least as prominently as the interest rate", () => {
    renderTeaser(figures);
    const interest = screen.getByText("6.29% p.a.");
    const comparison = screen.getByText("8.19% p.a.");
    expect(comparison.tagName).toBe(interest.tagName);
    expect(comparison.className).toBe(interest.className);
  });

  it("carries the comparison-rate warning verbatim and the example basis", () => {
    renderTeaser(figures);
    expect(screen.getByText(WARNING)).toBeTruthy();
    expect(screen.getByText("*Comparison rate based on a 5-year secured $30,000 loan.")).toBeTruthy();
  });

  it("adds the example rates and the range when configured", () => {
    renderTeaser({
      ...figures,
      comparison: { basis: "5-year secured $30,000 loan", interestRate: 6.29, comparisonRate: 8.19, range: { min: 8.38, max: 19.42 } },
    });
    expect(screen.getByText(/Example: 6\.29% p\.a\. \(comparison rate 8\.19% p\.a\.\)\./)).toBeTruthy();
    expect(screen.getByText(/Comparison rates range from 8\.38% to 19\.42% p\.a\./)).toBeTruthy();
  });

  it("leads with the monthly payment for providers that do", () => {
    renderTeaser({ ...figures, payment: 559, per: "month" });
    expect(screen.getByText("$559").parentElement?.textContent).toBe("$559 per month");
  });

  it("links to the pre-filled finance enquiry", () => {
    renderTeaser(figures);
    expect(screen.getByRole("link", { name: "Get Finance" }).getAttribute("href")).toBe("/finance-enquiry?car_id=501#finance-form");
  });

  it("renders nothing when the provider's rule hides it", () => {
    const { container } = renderTeaser(null);
    expect(container.textContent).toBe("");
  });
});
