// What the loader hands the component: types only, so the browser's code never imports the loader.
export interface SalesCounterData {
  /** ISO time of the page view, so the browser's first figure is the server's. */
  now: string;
}
