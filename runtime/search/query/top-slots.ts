/**
 * The first `end` of the given slots in a sort's order, in that order: a selection over the matches. For a
 * narrow result (a make and a body type of a large stock) this reads each match once, where walking the whole
 * sort order until a page is found would read most of it.
 */
export function topSlots(slots: ArrayLike<number>, end: number, compare: (a: number, b: number) => number): number[] {
  const best: number[] = [];
  if (end <= 0) return best;
  for (let i = 0; i < slots.length; i++) {
    const slot = slots[i]!;
    if (best.length === end && compare(slot, best[end - 1]!) >= 0) continue;
    let j = best.length === end ? end - 1 : best.length;
    for (; j > 0 && compare(slot, best[j - 1]!) < 0; j--) best[j] = best[j - 1]!;
    best[j] = slot;
  }
  return best;
}

/**
 * Whether selecting from the matches beats walking the sort order: the walk reads about `end / share` entries
 * of the order to find a page, where `share` is the matching share of the index; the selection reads every match.
 */
export function selectsFewer(matches: number, end: number, indexed: number): boolean {
  return matches * matches < end * indexed;
}
