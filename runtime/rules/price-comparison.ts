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

/** Spec §9: the gauge needle animates for 2.5 s. */
export const GAUGE_ANIMATION_MS = 2500;
