// The block kit's vehicle page helpers: the page's car, market comparison and similar cards.
export * from "../vehicle/car-lookup.ts";
export * from "../vehicle/market-comparison.ts";
export * from "../vehicle/similar-cards.ts";
export type { DeliveryAnswer } from "../vehicle/delivery.ts";
