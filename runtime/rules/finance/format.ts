import { formatPrice } from "../price-display.ts";

/** Whole dollars with thousands separators, en-AU: 30000 -> '$30,000'. */
export const formatMoney = formatPrice;

// Made on first use, so loading the rules does not load the locale data (see plural.ts).
let percent: Intl.NumberFormat | undefined;

/** Spec §9: APR figures rounded, shown as '6.29%'; a missing rate shows '-' (spec §8). */
export function formatRate(rate: number | null | undefined): string {
  return typeof rate === "number" && Number.isFinite(rate) ? `${(percent ??= new Intl.NumberFormat("en-AU", { minimumFractionDigits: 2, maximumFractionDigits: 2 })).format(rate)}%` : "-";
}

/** Plain numbers such as the loan term, without trailing zeros: 5 -> '5', 5.5 -> '5.5'. */
export function formatNumber(value: number): string {
  return new Intl.NumberFormat("en-AU", { maximumFractionDigits: 2 }).format(value);
}
