/** Fixed-window request counters shared by every server instance on one database (runtime/http). */
export interface RateCountersTable {
  key: string;
  /** Start of the counter's window, in milliseconds since the epoch. */
  window_start: number;
  /** When the window ends, in milliseconds since the epoch: a row past it is pruned. */
  expires_at: number;
  count: number;
}
