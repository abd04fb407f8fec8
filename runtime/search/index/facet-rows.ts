/**
 * The value codes of the single-value facets, side by side: one row of WIDTH bytes per slot, a byte per facet
 * (its lane). A narrow search (a make and a body type) counts twenty-odd facets over cars far apart: read from
 * each facet's own column, every car is a cache line per facet; read from the rows, one line holds all of a car's
 * facets. Facets with more than 255 values, and any past WIDTH, keep their own columns only (see FacetColumn).
 */
export class FacetRows {
  static readonly WIDTH = 32;
  bytes = new Uint8Array(0);
  capacity = 0;
  private lanes = 0;

  /** A lane for a facet, or -1 when all are taken. */
  claim(): number {
    return this.lanes < FacetRows.WIDTH ? this.lanes++ : -1;
  }

  grow(capacity: number): void {
    const next = new Uint8Array(capacity * FacetRows.WIDTH);
    next.set(this.bytes);
    this.bytes = next;
    this.capacity = capacity;
  }

  /** Whether counting these many matches should read the rows: when they are fewer than a column's cache lines. */
  suits(matches: number): boolean {
    return matches * 64 <= this.capacity;
  }
}
