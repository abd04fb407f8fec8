// What the loader hands the component: types only, so the browser's code never imports the loader.
import type { CheckoutPageData } from "../../runtime/kit/checkout.ts";

/** The car, its reserve terms and where the shopper's reservation stands; null for a car that cannot be reserved. */
export type ReserveVehicleData = CheckoutPageData | null;
