/** Spec §9: above this, a search's hit count is not shown; the stock count is shown instead. */
export const MAX_SHOWN_HIT_COUNT = 1999;

export function shownCount(nbHits: number, stockCount: number): number {
  return nbHits > MAX_SHOWN_HIT_COUNT ? stockCount : nbHits;
}
