import type { ApiRoute } from "../types/index.ts";
import { disclaimerHandler } from "./disclaimer-route.ts";
import { quoteHandler } from "./quote-route.ts";
import { tradeInEstimateHandler } from "./trade-in-route.ts";

/** The finance and trade-in API routes; `now` is injectable so tests can fix the date. */
export function createFinanceRoutes(now: () => Date = () => new Date()): ApiRoute[] {
  return [
    { method: "POST", path: "/api/youx/quote", handler: quoteHandler },
    { method: "POST", path: "/api/trade-in/estimate", handler: tradeInEstimateHandler(now) },
    { method: "GET", path: "/api/finance/disclaimer", handler: disclaimerHandler },
  ];
}

export const financeRoutes: ApiRoute[] = createFinanceRoutes();
