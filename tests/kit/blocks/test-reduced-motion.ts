/**
 * A stand-in for the shopper's reduced-motion setting in jsdom: a `prefers-reduced-motion` media query that
 * follows `setReducedMotion`, telling its listeners as a change in the system settings would. framer-motion reads
 * the query once, so install it before the first render (beforeAll) and flip it with setReducedMotion.
 */
const reduce = { matches: false, listeners: new Set<() => void>() };

export function installReducedMotionQuery(): void {
  window.matchMedia = ((query: string) => ({
    media: query,
    get matches() {
      // framer-motion asks "(prefers-reduced-motion)", others "(prefers-reduced-motion: reduce)".
      return query.includes("prefers-reduced-motion") && !query.includes("no-preference") && reduce.matches;
    },
    addEventListener: (_: string, changed: () => void) => reduce.listeners.add(changed),
    removeEventListener: (_: string, changed: () => void) => reduce.listeners.delete(changed),
    addListener: (changed: () => void) => reduce.listeners.add(changed),
    removeListener: (changed: () => void) => reduce.listeners.delete(changed),
  })) as unknown as typeof window.matchMedia;
}

export function setReducedMotion(on: boolean): void {
  reduce.matches = on;
  for (const changed of reduce.listeners) changed();
}
