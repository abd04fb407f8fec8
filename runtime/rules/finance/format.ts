import { formatDecimal } from "../digit-groups.ts";
import { formatPrice } from "../price-display.ts";

/** Whole dollars with thousands separators, en-AU: 30000 -> '$30,000'. */
export const formatMoney = formatPrice;

/** Spec §9: APR figures rounded, shown as '6.29%'; a missing rate shows '-' (spec §8). */
export function formatRate(rate: number | null | undefined): string {
  return typeof rate === "number" && Number.isFinite(rate) ? `${formatDecimal(rate, 2, 2)}%` : "-";
}

/** Plain numbers such as the loan term, without trailing zeros: 5 -> '5', 5.5 -> '5.5'. */
export { formatNumber } from "../spec-lines.ts";
