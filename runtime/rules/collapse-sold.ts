/**
 * Spec §4: each run of consecutive sold cars shows as one sold card (the run's first car), so a page is not
 * a wall of sold stock; when every hit is sold they are all kept, as there is nothing else to show.
 */
export function collapseSoldRuns<T>(hits: readonly T[], isSold: (hit: T) => boolean): T[] {
  if (hits.every(isSold)) return [...hits];
  return hits.filter((hit, index) => !isSold(hit) || index === 0 || !isSold(hits[index - 1]!));
}
