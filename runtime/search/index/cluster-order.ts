import type { RecordAttributes } from "./car-record.ts";

/**
 * The order records take slots in when many arrive at once (the first load, an import, a rebuild): by dealership,
 * then make, model and body. A site's stock and a shopper's refinements (make, then model) then cover runs of
 * neighbouring slots, so counting a refined search's facets reads a few stretches of each column instead of one
 * cache line per matching car; a search costs far more in memory reads than in arithmetic. This is what search
 * engines call index sorting.
 */
export function clusterOrder(a: RecordAttributes, b: RecordAttributes): number {
  return (
    Number(a.dealership_id) - Number(b.dealership_id) ||
    compare(a.make, b.make) ||
    compare(a.model, b.model) ||
    compare(a.simple_body, b.simple_body)
  );
}

function compare(a: unknown, b: unknown): number {
  const x = typeof a === "string" ? a : "";
  const y = typeof b === "string" ? b : "";
  return x < y ? -1 : x > y ? 1 : 0;
}
