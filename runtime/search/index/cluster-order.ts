import type { SearchRecord } from "./car-record.ts";

/**
 * The order records take slots in when many arrive at once (the first load, an import, a rebuild): by dealership,
 * then make, model and body. A site's stock and a shopper's refinements (make, then model) then cover runs of
 * neighbouring slots, so counting a refined search's facets reads a few stretches of each column instead of one
 * cache line per matching car; a search costs far more in memory reads than in arithmetic. This is what search
 * engines call index sorting.
 */
export function clusterOrder(a: SearchRecord, b: SearchRecord): number {
  return (
    a.car.dealership_id - b.car.dealership_id ||
    compare(a.car.make, b.car.make) ||
    compare(a.car.model, b.car.model) ||
    compare(a.car.simple_body, b.car.simple_body)
  );
}

function compare(a: string | null | undefined, b: string | null | undefined): number {
  const x = a ?? "";
  const y = b ?? "";
  return x < y ? -1 : x > y ? 1 : 0;
}
