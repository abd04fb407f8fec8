// What the loader hands the component: types only, so the browser's code never imports the loader.
export interface UnsubscribeData {
  step: "address" | "confirm" | "done";
  token: string | null;
  /** The address a link names, mostly hidden. */
  address: string | null;
  /** The typed address (or the link) could not be read. */
  problem: boolean;
  /** The address the page was opened for, filled in. */
  given: string;
}
