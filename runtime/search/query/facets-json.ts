import type { ChosenValues } from "./count-facets.ts";
import { addCounted, type JsonText } from "./json-text.ts";

/** A facet's chosen values under its name. */
export type NamedValues = [name: string, values: ChosenValues];

/** The bytes being written, reused by every answer: each is read out as a string before the next is begun. */
let scratch = Buffer.allocUnsafe(16 * 1024);

/** Facet names as JSON object keys in UTF-8, colon included, for the last 256 names written. */
const names = new Map<string, Uint8Array>();
const encoder = new TextEncoder();

function nameKey(name: string): Uint8Array {
  let key = names.get(name);
  if (key === undefined) {
    if (names.size >= 256) names.clear();
    names.set(name, (key = encoder.encode(`${JSON.stringify(name)}:`)));
  }
  return key;
}

/**
 * Adds a result's facets as one JSON object (`{"make":{"Toyota":12,"Kia":3},...}`), each facet's values in the
 * order chosen. The values' keys are copied as bytes from their columns (value-keys.ts) and the whole read out
 * as one string, its bytes counted as written: joined from a string per value, a page's two hundred-odd values
 * were as many pieces for V8 to flatten when the answer was sent, and a many-valued facet's pieces (km's) lay
 * all over the heap.
 */
export function writeFacets(json: JsonText, facets: readonly NamedValues[]): void {
  // Room first, so copying checks no bounds: a value is at most its key and a count of ten digits.
  let room = 2;
  for (let f = 0; f < facets.length; f++) {
    const [name, { column, ids }] = facets[f]!;
    column.keys.refresh();
    room += nameKey(name).length + 3 + ids.length * (column.keys.longest + 10);
  }
  if (scratch.length < room) scratch = Buffer.allocUnsafe(room * 2);
  const out = scratch;
  let at = 0;
  out[at++] = LEFT_BRACE;
  for (let f = 0; f < facets.length; f++) {
    const [name, values] = facets[f]!;
    if (f > 0) out[at++] = COMMA;
    const key = nameKey(name);
    for (let i = 0; i < key.length; i++) out[at++] = key[i]!;
    at = writeValues(out, at, values);
  }
  out[at++] = RIGHT_BRACE;
  addCounted(json, out.toString("utf8", 0, at), at);
}

/** One facet's values as a JSON object, written from `at`; returns where it ends. */
function writeValues(out: Buffer, at: number, { column, ids, counts }: ChosenValues): number {
  const { bytes, starts, wholeNumbers } = column.keys;
  const whole = column.indexKeys;
  out[at++] = LEFT_BRACE;
  for (let i = 0; i < ids.length; i++) {
    const id = ids[i]!;
    if (whole) {
      if (i > 0) out[at++] = COMMA;
      out[at++] = QUOTE;
      at = writeWhole(out, at, wholeNumbers[id]!);
      out[at++] = QUOTE;
      out[at++] = COLON;
    } else {
      const end = starts[id + 1]!;
      // Keys are stored comma first; the first value's comma is left out.
      for (let j = i === 0 ? starts[id]! + 1 : starts[id]!; j < end; j++) out[at++] = bytes[j]!;
    }
    at = writeWhole(out, at, counts[i]!);
  }
  out[at++] = RIGHT_BRACE;
  return at;
}

/** A whole number below 2^31 (a count, an array index) in decimal digits. */
function writeWhole(out: Buffer, at: number, value: number): number {
  if (value < 10) {
    out[at] = ZERO + value;
    return at + 1;
  }
  let digits = 2;
  for (let bound = 100; digits < 10 && value >= bound; bound *= 10) digits++;
  for (let i = at + digits - 1; i >= at; i--) {
    const rest = (value / 10) | 0;
    out[i] = ZERO + value - rest * 10;
    value = rest;
  }
  return at + digits;
}

const LEFT_BRACE = 0x7b;
const RIGHT_BRACE = 0x7d;
const COMMA = 0x2c;
const QUOTE = 0x22;
const COLON = 0x3a;
const ZERO = 0x30;
