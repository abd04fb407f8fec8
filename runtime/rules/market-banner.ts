/** Spec §9 market indicator threshold: the price must be more than this many dollars below the average. */
export const MARKET_BANNER_THRESHOLD = 499;

/** Average prices of comparable listings: in the car's state and nationally (the autogauge's figures). */
export interface MarketAverages {
  state_average?: number | null;
  national_average?: number | null;
}

export interface MarketBanner {
  /** Dollars below the average the banner quotes (the state average, else the national one). */
  savings: number;
  scope: "state" | "national";
}

function num(value: number | null | undefined): number | null {
  return typeof value === "number" && Number.isFinite(value) && value > 0 ? value : null;
}

/**
 * Spec §5: shown only when the price is more than 499 below the state (or national) average
 * and below the state average. Without a state average it never shows.
 */
export function marketBanner(price: number | null | undefined, averages: MarketAverages | null | undefined): MarketBanner | null {
  const listing = num(price);
  const state = num(averages?.state_average);
  const national = num(averages?.national_average);
  if (listing === null || state === null || listing >= state) return null;
  if (state - listing > MARKET_BANNER_THRESHOLD) return { savings: state - listing, scope: "state" };
  if (national !== null && national - listing > MARKET_BANNER_THRESHOLD) return { savings: national - listing, scope: "national" };
  return null;
}
