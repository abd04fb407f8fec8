// What the loader hands the component: types only, so the browser's code never imports the loader.
export interface ModelRangeData {
  /** The chosen body's slug (`?body=`), or null for every model. */
  body: string | null;
}
