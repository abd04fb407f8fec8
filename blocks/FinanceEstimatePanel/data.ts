// What the loader hands the component: types only, so the browser's code never imports the loader.
import type { EstimatePanelFigures } from "../../runtime/kit/finance.ts";

export interface EstimatePanelData extends EstimatePanelFigures {
  /** Shown in the dialog if the car's own disclaimer cannot be fetched. */
  fallbackDisclaimer: string;
}
