import type { AutogaugeResponse } from "../types/generated/autogauge-response.ts";

export type { AutogaugeResponse };

type GaugeFigure = "fill" | "listing_price" | "market_range_min" | "market_range_max" | "confidence";

/** A response the gauge can draw: the five figures present. */
export type CompleteAutogauge = AutogaugeResponse & { [K in GaugeFigure]: number };

function present(value: number | null | undefined): value is number {
  return typeof value === "number" && Number.isFinite(value);
}

/** Spec §5: all five numbers exist, confidence is above 0.2 and the range max is not below the listing price. */
export function isGaugeShown(gauge: AutogaugeResponse | null | undefined): gauge is CompleteAutogauge {
  if (!gauge) return false;
  const { fill, listing_price, market_range_min, market_range_max, confidence } = gauge;
  if (!present(fill) || !present(listing_price) || !present(market_range_min) || !present(market_range_max) || !present(confidence)) {
    return false;
  }
  return confidence > 0.2 && market_range_max >= listing_price;
}

export type GaugeLevel = "low" | "medium" | "high";

/** Spec §9: low below 0.3, medium 0.3 to 0.6, high 0.6 and above. */
export function gaugeLevel(fill: number): GaugeLevel {
  if (fill < 0.3) return "low";
  return fill < 0.6 ? "medium" : "high";
}

/** Spec §9: 'Good Deal' below 0.65, else 'Great Deal'. */
export function gaugeTitle(fill: number): "Good Deal" | "Great Deal" {
  return fill < 0.65 ? "Good Deal" : "Great Deal";
}

/** Which rule names the deal (site option vehicle_page.deal_title). */
export type DealTitleRule = "spec" | "market_middle";

/** Fill at the middle of the market range: the listing price halfway between its ends. */
const MARKET_MIDDLE = 0.5;

/**
 * The gauge's title. "spec" is spec §9's formula on the fill alone, which calls any price within the market range a
 * 'Good Deal', even one at the top of it (fill 0). "market_middle" keeps 'Great Deal' from 0.65, but says 'Good Deal'
 * only while the listing price is not above the middle of the market range, and names no deal above it: the figures
 * still show where the price sits.
 */
export function dealTitle(gauge: Pick<CompleteAutogauge, "fill">, rule: DealTitleRule): "Good Deal" | "Great Deal" | null {
  if (rule === "market_middle" && gauge.fill < MARKET_MIDDLE) return null;
  return gaugeTitle(gauge.fill);
}

/** Spec §9: the gauge needle animates for 2.5 s. */
export const GAUGE_ANIMATION_MS = 2500;
