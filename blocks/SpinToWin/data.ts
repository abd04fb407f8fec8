// What the loader hands the component: types only, so the browser's code never imports the loader.
import type { SpinPageData } from "../../runtime/kit/promotions.ts";

export type SpinToWinData = SpinPageData;
