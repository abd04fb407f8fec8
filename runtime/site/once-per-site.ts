import type { Site } from "../types/index.ts";

/**
 * `compute` worked out once per site document, on its first use: a site document stays the same object while the
 * server runs, so whatever depends on it alone (its public part, its theme's CSS) need not be made per page.
 */
export function oncePerSite<T>(compute: (site: Site) => T): (site: Site) => T {
  const values = new WeakMap<Site, T>();
  return (site) => {
    if (!values.has(site)) values.set(site, compute(site));
    return values.get(site)!;
  };
}
