import { expect, type Locator, type Page } from "@playwright/test";
import type { Site } from "../../runtime/types/index.ts";
import { isInStock, type StockCar } from "./vehicle-support.ts";

export const WARNING =
  "WARNING: This comparison rate is true only for the examples given and may not include all fees and charges. Different terms, fees or other loan amounts might result in a different comparison rate.";

type Frequency = "weekly" | "fortnightly" | "monthly";
const UNIT: Record<Frequency, string> = { weekly: "week", fortnightly: "fortnight", monthly: "month" };

/** What a site's calculator starts at and shows, worked out by hand from standard amortisation. */
interface CalculatorCase {
  min: string;
  termMax: string;
  interest: { start: string; min: string; max: string };
  frequency: Frequency;
  /** $30,000 over 5 years at the starting rate and frequency, and its total payable. */
  start: string;
  total: string;
  at40000: string;
  at40500: string;
  atMax: string;
  /** The other frequencies, switched to in this order, at $30,000. */
  switches: [Frequency, string][];
  /** $5,000 over the longest term at the lowest rate: weekly is 25 or less, monthly is a real repayment. */
  tinyMonthly: string;
}

// 30,000 over 5 years at 10% p.a., weekly: 146.73 a week (amortisation.test.ts), 38,150 in all.
const DEFAULT: CalculatorCase = {
  min: "$1,000", termMax: "7", interest: { start: "10", min: "0.5%", max: "15%" }, frequency: "weekly",
  start: "$147", total: "$38,150", at40000: "$196", at40500: "$198", atMax: "$1,223",
  switches: [["fortnightly", "$294"], ["monthly", "$637"]],
  // 5,000 over 7 years at 0.5%: 13.98 a week, 60.58 a month
  tinyMonthly: "$61",
};

/** The calculator of each demo site: Taurus finances a 1,360.50 fee and starts at 5,000 (spec §9). */
export const CALCULATOR: Record<string, CalculatorCase> = {
  "summit-auto-group": DEFAULT,
  "harbour-motors": {
    ...DEFAULT, min: "$5,000", start: "$153", total: "$39,881", at40000: "$202", at40500: "$205", atMax: "$1,229",
    switches: [["fortnightly", "$307"], ["monthly", "$666"]],
    // 6,360.50 over 7 years at 0.5%: 17.78 a week, 77.07 a month
    tinyMonthly: "$77",
  },
  // Angle: 7.5 to 14.5% starting at 8.5; the site: from 5,000, up to 5 years, monthly first. 30,000 at 8.5%: 615.50 a month.
  "reliable-used-cars": {
    min: "$5,000", termMax: "5", interest: { start: "8.5", min: "7.5%", max: "14.5%" }, frequency: "monthly",
    start: "$616", total: "$36,930", at40000: "$821", at40500: "$831", atMax: "$5,129",
    switches: [["fortnightly", "$284"], ["weekly", "$142"]],
    // 5,000 over 5 years at 7.5%: 23.08 a week, 100.19 a month
    tinyMonthly: "$100",
  },
};

export function calculator(page: Page) {
  const section = page.locator(".fc-calculator");
  return {
    section,
    box: (name: string) => section.getByRole("spinbutton", { name, exact: true }),
    slider: (name: string) => section.getByRole("slider", { name, exact: true }),
    repayment: section.getByRole("status", { name: "Estimated repayment" }),
    total: section.locator(".fc-calculator__total dd"),
    frequency: section.getByLabel("Repayment frequency"),
  };
}

async function expectRepayment(repayment: Locator, amount: string, frequency: Frequency) {
  await expect(repayment).toHaveText(`${amount} per ${UNIT[frequency]}`);
}

/** Out-of-bounds typing shows the site's help text; leaving the box clamps it to the bound. */
async function expectBound(page: Page, name: string, typed: string, help: string, clamped: string) {
  const calc = calculator(page);
  await calc.box(name).fill(typed);
  await expect(calc.section.getByText(help, { exact: true })).toBeVisible();
  await expect(calc.box(name)).toHaveAttribute("aria-invalid", "true");
  await calc.box(name).blur();
  await expect(calc.box(name)).toHaveValue(clamped);
  await expect(calc.section.getByText(help, { exact: true })).toHaveCount(0);
}

/** Typing, sliding, clamping with its help text, frequencies and the tiny-loan rule, with the site's bounds. */
export async function exerciseCalculator(page: Page, slug: string) {
  const figures = CALCULATOR[slug];
  if (!figures) throw new Error(`No calculator figures for ${slug}`);
  const calc = calculator(page);
  await expect(calc.box("Purchase price")).toHaveValue("30000");
  await expect(calc.box("Loan term (years)")).toHaveValue("5");
  await expect(calc.box("Interest rate (% p.a.)")).toHaveValue(figures.interest.start);
  await expect(calc.frequency).toHaveValue(figures.frequency);
  await expectRepayment(calc.repayment, figures.start, figures.frequency);
  await expect(calc.total).toHaveText(figures.total);

  await calc.box("Purchase price").fill("40000");
  await expectRepayment(calc.repayment, figures.at40000, figures.frequency);
  await expect(calc.slider("Purchase price")).toHaveValue("40000");
  await calc.slider("Purchase price").focus();
  await page.keyboard.press("ArrowRight");
  await expect(calc.box("Purchase price")).toHaveValue("40500");
  await expectRepayment(calc.repayment, figures.at40500, figures.frequency);

  const help = `Cannot be less than ${figures.min} or more than $250,000`;
  await calc.box("Purchase price").fill("300000");
  await expect(calc.slider("Purchase price")).toHaveValue("250000");
  await expectRepayment(calc.repayment, figures.atMax, figures.frequency);
  await expectBound(page, "Purchase price", "300000", help, "250000");
  await calc.box("Purchase price").fill("-5");
  await expect(calc.box("Purchase price")).toHaveValue("0");
  await expect(calc.section.getByText(help)).toBeVisible();
  await calc.box("Purchase price").fill("30000");
  await expect(calc.section.getByText(help)).toHaveCount(0);
  await expectRepayment(calc.repayment, figures.start, figures.frequency);

  // The site's (or provider's) term and interest bounds.
  await expectBound(page, "Loan term (years)", "9", `Cannot be less than 1 or more than ${figures.termMax}`, figures.termMax);
  await calc.box("Loan term (years)").fill("5");
  const { min, max } = figures.interest;
  await expectBound(page, "Interest rate (% p.a.)", "20", `Cannot be less than ${min} or more than ${max}`, max.replace("%", ""));
  await expectBound(page, "Interest rate (% p.a.)", "0.1", `Cannot be less than ${min} or more than ${max}`, min.replace("%", ""));
  await calc.box("Interest rate (% p.a.)").fill(figures.interest.start);
  await expectRepayment(calc.repayment, figures.start, figures.frequency);

  for (const [frequency, amount] of figures.switches) {
    await calc.frequency.selectOption(frequency);
    await expectRepayment(calc.repayment, amount, frequency);
  }

  // Spec §5: a payment of 25 or less shows 'Enquire for Finance' and blanks the total. A real loan, not a zero one:
  // the same loan paid monthly is well over 25.
  await calc.box("Purchase price").fill("5000");
  await calc.box("Loan term (years)").fill(figures.termMax);
  await calc.box("Interest rate (% p.a.)").fill(min.replace("%", ""));
  await calc.frequency.selectOption("weekly");
  await expect(calc.repayment).toHaveText("Enquire for Finance");
  await expect(calc.total).toHaveText("");
  await calc.frequency.selectOption("monthly");
  await expectRepayment(calc.repayment, figures.tinyMonthly, "monthly");
  await expect(calc.total).not.toHaveText("");
}

/** Whether the site's provider finances the car (spec §5 teaser rule without the lender figures). */
export function financed(site: Site, now = new Date()) {
  return (car: StockCar) => isInStock(car) && car.price > 500 && car.make !== "Suzuki" &&
    (site.finance_provider !== "Taurus" || car.year > now.getFullYear() - 12);
}

/** A car the site's provider rule gives a finance teaser, with the weekly payment it leads with. */
export function teaserCar(site: Site, now = new Date()) {
  const provider = site.finance_provider ?? "default";
  return (car: StockCar) => {
    const entry = car.finance_lenders[provider];
    return financed(site, now)(car) && entry?.interestRate != null && entry.comparisonRate != null && entry.paymentWeek != null;
  };
}

export const money = (amount: number) => `$${Math.round(amount).toLocaleString("en-AU")}`;
export const rate = (value: number) => `${value.toFixed(2)}% p.a.`;
