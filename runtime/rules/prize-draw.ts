/** A prize as the draw sees it: its weight and how many may still be won (null: no limit). */
export interface DrawablePrize {
  weight: number;
  stock: number | null;
}

/** Whether a prize may still be drawn, given how many of it have been won. */
export function inStock(prize: DrawablePrize, won: number): boolean {
  return prize.stock === null || won < prize.stock;
}

/**
 * The index of the prize a spin wins: drawn by weight among the prizes still in stock (`won[i]` of prize `i`
 * already won), so a prize of weight 2 comes up twice as often as one of weight 1 and a prize that is out of
 * stock never does. `random` returns a number in [0, 1) (Math.random, or a fixed sequence in tests). Null when
 * every prize is out of stock.
 */
export function drawPrize(prizes: readonly DrawablePrize[], won: readonly number[], random: () => number): number | null {
  const open = prizes.flatMap((prize, index) => (inStock(prize, won[index] ?? 0) && prize.weight > 0 ? [{ index, weight: prize.weight }] : []));
  const total = open.reduce((sum, prize) => sum + prize.weight, 0);
  if (total === 0) return null;
  let point = Math.min(Math.max(random(), 0), 1 - Number.EPSILON) * total;
  for (const prize of open) {
    if (point < prize.weight) return prize.index;
    point -= prize.weight;
  }
  return open[open.length - 1]!.index;
}
