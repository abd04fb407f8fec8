import { facetKey, facetValues } from "./facet-value.ts";

/**
 * One faceted attribute as a column: a dictionary of its distinct values and, per record slot, the value id
 * (or ids, for list attributes). Counting a facet is then one typed-array pass over the matching slots.
 */
export class FacetColumn {
  readonly multi: boolean;
  /** Display values by id: the first spelling seen. */
  readonly values: string[] = [];
  private readonly ids = new Map<string, number>();
  /** Ids by exact spelling, sparing the case folding for values seen before. */
  private readonly exact = new Map<string, number>();
  single: Int32Array;
  readonly lists: (Int32Array | undefined)[] = [];
  /** Count buffer reused by every count of this facet (all zero between counts). */
  scratch = new Int32Array(0);

  constructor(multi: boolean, capacity: number) {
    this.multi = multi;
    this.single = new Int32Array(multi ? 0 : capacity).fill(-1);
  }

  grow(capacity: number): void {
    if (this.multi) return;
    const next = new Int32Array(capacity).fill(-1);
    next.set(this.single);
    this.single = next;
  }

  set(slot: number, raw: unknown): void {
    if (!this.multi && (typeof raw === "string" || typeof raw === "boolean" || (typeof raw === "number" && Number.isFinite(raw)))) {
      this.single[slot] = raw === "" ? -1 : this.intern(String(raw));
      return;
    }
    const ids = facetValues(raw).map((value) => this.intern(value));
    if (this.multi) this.lists[slot] = ids.length ? Int32Array.from(new Set(ids)) : undefined;
    else this.single[slot] = ids[0] ?? -1;
  }

  clear(slot: number): void {
    if (this.multi) this.lists[slot] = undefined;
    else this.single[slot] = -1;
  }

  idOf(value: string): number | undefined {
    return this.ids.get(facetKey(value));
  }

  has(slot: number, id: number): boolean {
    return this.multi ? (this.lists[slot]?.includes(id) ?? false) : this.single[slot] === id;
  }

  private intern(value: string): number {
    const known = this.exact.get(value);
    if (known !== undefined) return known;
    const key = facetKey(value);
    let id = this.ids.get(key);
    if (id === undefined) {
      id = this.values.length;
      this.values.push(value);
      this.ids.set(key, id);
    }
    this.exact.set(value, id);
    return id;
  }
}
