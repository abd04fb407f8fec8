// The spin-to-win page's data, as the SpinToWin block shows it (types only: the spin itself is server code).

/** Where the shopper stands with the promotion; the page and the spin's JSON answer both say it this way. */
export type SpinState =
  | { kind: "ready" }
  | { kind: "won"; prize: string; /** The prize's segment on the wheel; -1 when the site no longer lists it. */ prizeIndex: number; message: string }
  | { kind: "not-running"; message: string }
  | { kind: "all-won"; message: string };

export interface SpinPageData {
  /** The promotion the page shows; null on a site without one. */
  promotion: { id: string; title: string; prizes: string[]; terms: string[] } | null;
  state: SpinState;
  /** The page's own path, where the spin's plain form post returns to. */
  back: string;
}
