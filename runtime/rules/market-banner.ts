/** Spec §9 market indicator threshold: the price must be more than this many dollars below the average. */
export const MARKET_BANNER_THRESHOLD = 499;

export interface MarketAverages {
  state_average_market_price?: number | null;
  average_market_price?: number | null;
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
  const state = num(averages?.state_average_market_price);
  const national = num(averages?.average_market_price);
  if (listing === null || state === null || listing >= state) return null;
  if (state - listing > MARKET_BANNER_THRESHOLD) return { savings: state - listing, scope: "state" };
  if (national !== null && national - listing > MARKET_BANNER_THRESHOLD) return { savings: national - listing, scope: "national" };
  return null;
}
