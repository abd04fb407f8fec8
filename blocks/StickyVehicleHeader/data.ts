// What the loader hands the component: types only, so the browser's code never imports the loader.
import type { PhotoImage, PriceDisplay } from "../../runtime/kit/rules.ts";

export interface StickyVehicleHeaderData {
  name: string;
  image: PhotoImage | null;
  details: string;
  price: PriceDisplay;
  /** The finance teaser's repayment, when the site's provider rule allows it for this car. */
  finance: { payment: number; per: "week" | "month" } | null;
  /** Null on a site without purchase finance (subscription only). */
  financeHref: string | null;
  tradeInHref: string | null;
}
