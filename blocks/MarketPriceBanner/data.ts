// What the loader hands the component: types only, so the browser's code never imports the loader.
export interface MarketPriceBannerData {
  savings: number;
  /** Where the average is from: the car's state, or 'national'. */
  area: string;
  vehicle: string;
}
