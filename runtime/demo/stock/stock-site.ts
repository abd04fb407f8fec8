import type { Site } from "../../types/index.ts";

/** The parts of a site document the demo stock generator reads. */
export type StockSite = Pick<
  Site,
  "slug" | "dealerships" | "locations" | "manufacturer" | "finance_provider" | "offers_subscription" | "demo_stock"
>;

export type StockDealership = Site["dealerships"][number];

export type StockLocation = Site["locations"][number];
