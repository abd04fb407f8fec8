/** The page's tag globals, as the tag manager, gtag.js and the Meta pixel define them. */
export interface PixelQueue {
  (...args: unknown[]): void;
  queue: unknown[];
  loaded: boolean;
  version: string;
  callMethod?: (...args: unknown[]) => void;
}

export type TagWindow = Window & {
  dataLayer?: unknown[];
  gtag?: (...args: unknown[]) => void;
  fbq?: PixelQueue;
  _fbq?: PixelQueue;
};

/** Pending tag calls wait here until the tags are installed (they may never be, for a shopper who declines). */
const PENDING_LIMIT = 20;
const pending: Array<(win: TagWindow) => void> = [];
let ready: TagWindow | null = null;

/** Runs a call on the page's tags now, or once they are installed; the oldest waiting calls give way past the limit. */
export function withTags(call: (win: TagWindow) => void): void {
  if (ready) return call(ready);
  pending.push(call);
  if (pending.length > PENDING_LIMIT) pending.shift();
}

/** The tags are installed: the waiting calls run, in order, and later ones at once. */
export function tagsReady(win: TagWindow): void {
  ready = win;
  for (const call of pending.splice(0)) call(win);
}
