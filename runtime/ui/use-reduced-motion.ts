import { useSyncExternalStore } from "react";

const QUERY = "(prefers-reduced-motion: reduce)";

const prefersReducedMotion = () => typeof window.matchMedia === "function" && window.matchMedia(QUERY).matches;

function subscribe(changed: () => void): () => void {
  if (typeof window.matchMedia !== "function") return () => {};
  const query = window.matchMedia(QUERY);
  query.addEventListener("change", changed);
  return () => query.removeEventListener("change", changed);
}

/**
 * Whether the shopper asks for reduced motion, following the setting as it changes. False on the server and
 * during hydration, so the first browser render matches the server's markup.
 */
export function usePrefersReducedMotion(): boolean {
  return useSyncExternalStore(subscribe, prefersReducedMotion, () => false);
}

/** How a scroll the page makes itself moves: a jump under prefers-reduced-motion, a glide otherwise. */
export function scrollMotion(): ScrollBehavior {
  return prefersReducedMotion() ? "instant" : "smooth";
}
