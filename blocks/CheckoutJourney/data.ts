// What the loader hands the component: types only, so the browser's code never imports the loader.
import type { JourneyPageData } from "../../runtime/kit/checkout.ts";

/** The car, the journey's steps and where the shopper stands; null for a car that cannot be bought online. */
export type CheckoutJourneyData = JourneyPageData | null;
