// What the loader hands the component: types only, so the browser's code never imports the loader.
export interface SavedSearchesData {
  /** Each saved search with the cars listed since the shopper last opened it. */
  searches: { id: string; name: string; url: string; newMatches: number }[];
}
