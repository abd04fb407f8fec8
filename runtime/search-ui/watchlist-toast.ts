import { useSyncExternalStore } from "react";

/** Spec §8 watchlist toasts: a title, '{car name} is now available in your watchlist' or the removal's, View List. */
export interface WatchlistToast {
  /** The button that showed it: only that one renders it, so the page shows one toast at a time (spec §4). */
  owner: string;
  title: string;
  message: string;
}

let current: WatchlistToast | null = null;
const listeners = new Set<() => void>();

export function showWatchlistToast(toast: WatchlistToast | null): void {
  current = toast;
  for (const listener of listeners) listener();
}

export function useWatchlistToast(): WatchlistToast | null {
  return useSyncExternalStore(
    (listener) => {
      listeners.add(listener);
      return () => void listeners.delete(listener);
    },
    () => current,
    () => null,
  );
}

export function savedToast(owner: string, carName: string, saved: boolean): WatchlistToast {
  return saved
    ? { owner, title: "Car Saved In Watchlist", message: `${carName} is now available in your watchlist` }
    : { owner, title: "Car Removed", message: `${carName} is no longer in your watchlist` };
}
