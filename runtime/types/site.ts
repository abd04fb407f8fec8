// Types generated from the schemas (npm run gen:types); re-exported here as the public API.
export type { Offer, Promotion, Site } from "./generated/site.ts";
export type { Car } from "./generated/car.ts";
export type { Location } from "./generated/location.ts";
