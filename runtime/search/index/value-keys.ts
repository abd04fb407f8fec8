/**
 * A facet's values as JSON object keys in UTF-8, comma first (`,"Toyota":`), end to end in one array by value id:
 * a response's facets are copied out of it (facets-json.ts). Made when first written, then kept up with the
 * values, which are only ever added.
 */
export class ValueKeys {
  private readonly values: readonly string[];
  /** The keys' bytes: value id's from starts[id] to starts[id + 1]. */
  bytes = new Uint8Array(256);
  starts = new Int32Array(64);
  /** The longest key, so a writer can make room for a facet's values before copying them. */
  longest = 0;
  /**
   * Each value as a whole number when it is an array index as text (-1 when not): such keys are written from
   * their digits, one read of this array, where copying a key is two reads far apart (its start, its bytes).
   */
  wholeNumbers = new Int32Array(64);
  private known = 0;

  constructor(values: readonly string[]) {
    this.values = values;
  }

  /** Brings the keys up to date with the values. */
  refresh(): void {
    const { values } = this;
    if (this.known === values.length) return;
    if (this.starts.length <= values.length) this.starts = grown(this.starts, values.length + 1);
    if (this.wholeNumbers.length < values.length) this.wholeNumbers = grown(this.wholeNumbers, values.length);
    let end = this.starts[this.known]!;
    for (let id = this.known; id < values.length; id++) {
      const key = encoder.encode(`,${JSON.stringify(values[id])}:`);
      if (end + key.length > this.bytes.length) this.bytes = grown(this.bytes, end + key.length);
      this.bytes.set(key, end);
      end += key.length;
      this.starts[id + 1] = end;
      this.wholeNumbers[id] = ARRAY_INDEX.test(values[id]!) ? Number(values[id]) : -1;
      if (key.length > this.longest) this.longest = key.length;
    }
    this.known = values.length;
  }
}

const encoder = new TextEncoder();

/** Array indices as text, to nine digits (all below 2^31, so an Int32Array holds them). */
export const ARRAY_INDEX = /^(?:0|[1-9]\d{0,8})$/;

/** A copy of `array` with room for at least `size` entries. */
function grown<T extends Uint8Array | Int32Array>(array: T, size: number): T {
  const next = new (array.constructor as new (length: number) => T)(Math.max(size, array.length * 2));
  next.set(array);
  return next;
}
