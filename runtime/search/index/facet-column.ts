import { AlphabeticalOrder } from "./alphabetical-order.ts";
import { emptyBitset, setBit, type Bitset } from "./bitset.ts";
import { facetKey, facetValues } from "./facet-value.ts";
import { ValueLists } from "./value-lists.ts";

/** Array indices as text, to nine digits: a JavaScript object orders such keys numerically. */
const ARRAY_INDEX = /^(?:0|[1-9]\d{0,8})$/;

/** A value held by at least 1/DENSE_SHARE of the slots keeps a bitset instead of its postings. */
const DENSE_SHARE = 64;

/**
 * One faceted attribute as a column: a dictionary of its distinct values and, per record slot, the value id
 * (or ids, for list attributes). Counting a facet is then one typed-array pass over the matching slots. Each value
 * also lists the slots that hold it (its postings), so a filter on a value touches only those slots; a slot that
 * dies stays listed until the index is rebuilt (slots are never reused, and readers keep live slots only).
 * A value held by many slots (a make, a dealership) keeps them as a bitset instead, so filtering on it (or ORing a
 * site key's dealerships) is a copy of a few hundred words rather than a bit set per slot, and its slots are not
 * held twice.
 */
export class FacetColumn {
  readonly multi: boolean;
  /** A numeric attribute's facet, which answers carry facets_stats for. */
  readonly numeric: boolean;
  /** Display values by id: the first spelling seen. */
  readonly values: string[] = [];
  readonly alphabetical = new AlphabeticalOrder(this.values);
  private readonly ids = new Map<string, number>();
  /** Ids by exact spelling, sparing the case folding for values seen before. */
  private readonly exact = new Map<string, number>();
  /**
   * Per slot, its value's id plus one (0: no value), in the narrowest array that holds every id: a search reads
   * this for every matching car and every facet, and a column of bytes stays in the processor's cache.
   */
  codes: Uint8Array | Uint16Array | Uint32Array;
  /** A list attribute's value ids per slot. */
  readonly lists: ValueLists;
  /**
   * Slots holding each value, by value id, in ascending order, for the values without a bitset; null for a
   * column kept without postings.
   */
  private readonly postings: (number[] | undefined)[] | null;
  /** Bitsets of the values held by at least 1/64 of the slots, by value id (see DENSE_SHARE). */
  private readonly dense: (Bitset | undefined)[] = [];
  private capacity: number;
  /** The number each value was given as, by value id (undefined: given as text); facet stats come from these. */
  readonly numbers: (number | undefined)[] = [];
  /**
   * Whether every value is an array index as text (a whole number of up to nine digits, no sign or leading
   * zero): a JavaScript object orders such keys numerically, whatever order they were written in.
   */
  indexKeys = true;
  /**
   * The last single value set and its id: cars arrive in cluster order (cluster-order.ts), so neighbours share
   * their make, model, dealership and place, and most values are the previous car's, found without a lookup.
   */
  private lastRaw: unknown = undefined;
  private lastId = -1;

  constructor(multi: boolean, capacity: number, postings = true, numeric = false) {
    this.multi = multi;
    this.numeric = numeric;
    this.postings = postings ? [] : null;
    this.capacity = capacity;
    this.codes = new Uint8Array(multi ? 0 : capacity);
    this.lists = new ValueLists(multi ? capacity : 0);
  }

  grow(capacity: number): void {
    this.capacity = capacity;
    this.dense.forEach((set, id) => {
      if (!set) return;
      const next = emptyBitset(capacity);
      next.set(set);
      this.dense[id] = next;
    });
    if (this.multi) return this.lists.grow(capacity);
    this.codes = this.widened(capacity, this.values.length);
  }

  /** The codes in an array of `capacity` slots wide enough for `valueCount` values. */
  private widened(capacity: number, valueCount: number): Uint8Array | Uint16Array | Uint32Array {
    const next = valueCount < 0xff ? new Uint8Array(capacity) : valueCount < 0xffff ? new Uint16Array(capacity) : new Uint32Array(capacity);
    next.set(this.codes);
    return next;
  }

  set(slot: number, raw: unknown): void {
    if (!this.multi && (typeof raw === "string" || typeof raw === "boolean" || (typeof raw === "number" && Number.isFinite(raw)))) {
      const id = raw === this.lastRaw ? this.lastId : raw === "" ? -1 : this.scalarId(raw);
      this.lastRaw = raw;
      this.lastId = id;
      if (typeof raw === "number") this.numbers[id] = raw;
      this.codes[slot] = id + 1;
      if (id >= 0) this.post(id, slot);
      return;
    }
    const ids: number[] = [];
    for (const value of facetValues(raw)) {
      const id = this.intern(value);
      // A list holds a value once, however often the car repeats it.
      if (!ids.includes(id)) ids.push(id);
    }
    if (this.multi) {
      this.lists.set(slot, ids);
      for (const id of ids) this.post(id, slot);
    } else {
      this.codes[slot] = (ids[0] ?? -1) + 1;
      if (ids[0] !== undefined) this.post(ids[0], slot);
    }
  }

  /** The slots holding a value as a bitset (live or not), when the value is common enough to keep one. */
  denseSet(id: number): Bitset | undefined {
    return this.dense[id];
  }

  /** The slots holding a value (live or not), in ascending order, when the column keeps postings and the value no bitset. */
  postingsOf(id: number): readonly number[] | undefined {
    return this.postings?.[id];
  }

  private post(id: number, slot: number): void {
    const set = this.dense[id];
    if (set) return setBit(set, slot);
    const postings = this.postings?.[id];
    if (!postings) return;
    postings.push(slot);
    if (postings.length * DENSE_SHARE < this.capacity) return;
    const made = emptyBitset(this.capacity);
    for (let i = 0; i < postings.length; i++) setBit(made, postings[i]!);
    this.dense[id] = made;
    this.postings![id] = undefined;
  }

  clear(slot: number): void {
    if (this.multi) this.lists.clear(slot);
    else this.codes[slot] = 0;
  }

  /** A list attribute's values at a slot, each in the spelling the column keeps (the first seen). */
  valuesAt(slot: number): string[] {
    return this.lists.idsAt(slot).map((id) => this.values[id]!);
  }

  idOf(value: string): number | undefined {
    return this.ids.get(facetKey(value));
  }

  has(slot: number, id: number): boolean {
    return this.multi ? this.lists.has(slot, id) : this.codes[slot] === id + 1;
  }

  /** A single value's id; a number's text is its own facet key (it has no case to fold). */
  private scalarId(raw: string | number | boolean): number {
    if (typeof raw !== "number") return this.intern(String(raw));
    const text = String(raw);
    return this.internKey(text, text);
  }

  private intern(value: string): number {
    const known = this.exact.get(value);
    if (known !== undefined) return known;
    const id = this.internKey(value, facetKey(value));
    this.exact.set(value, id);
    return id;
  }

  /**
   * The id of a value by its facet key, given the value's spelling when the key is new. Numbers come straight
   * here: prices, distances and timestamps are mostly new values, which the spelling map would keep twice.
   */
  private internKey(value: string, key: string): number {
    let id = this.ids.get(key);
    if (id === undefined) {
      id = this.values.length;
      this.values.push(value);
      if (this.indexKeys && !ARRAY_INDEX.test(value)) this.indexKeys = false;
      if (!this.multi && id + 1 > maxCode(this.codes)) this.codes = this.widened(this.codes.length, this.values.length);
      this.postings?.push([]);
      this.ids.set(key, id);
    }
    return id;
  }
}

function maxCode(codes: Uint8Array | Uint16Array | Uint32Array): number {
  return 2 ** (codes.BYTES_PER_ELEMENT * 8) - 1;
}
