// What the loader hands the component: types only, so the browser's code never imports the loader.
import type { OnlinePaymentPageData } from "../../runtime/kit/checkout.ts";

/** The payment form, its extra step or the paid payment's receipt. */
export type OnlinePaymentData = OnlinePaymentPageData;
