import type { AutogaugeResponse } from "../../runtime/kit/rules.ts";

// What the loader hands the component: types only, so the browser's code never imports the loader.
export interface PriceComparisonData {
  slug: string;
  /** The comparison as GET /api/cars/{slug}/autogauge answers it, worked out on the server so it shows without JavaScript. */
  gauge: AutogaugeResponse;
}
