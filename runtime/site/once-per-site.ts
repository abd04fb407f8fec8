import type { Site } from "../types/index.ts";

/**
 * `compute` worked out once per object, on its first use: an object the server keeps while it runs (a site
 * document, the build's manifest, a parsed filter) stays the same, so whatever depends on it alone is made once.
 */
export function oncePerObject<K extends object, T>(compute: (key: K) => T): (key: K) => T {
  const values = new WeakMap<K, T>();
  return (key) => {
    if (!values.has(key)) values.set(key, compute(key));
    return values.get(key)!;
  };
}

/** `compute` worked out once per site document: its public part, its theme's CSS need not be made per page. */
export const oncePerSite = <T>(compute: (site: Site) => T): ((site: Site) => T) => oncePerObject(compute);
