// What the loader hands the component: types only, so the browser's code never imports the loader.
export interface FuelCalculatorData {
  /** L/100km: the variant's combined figure, else the spec's default. */
  consumption: number;
}
