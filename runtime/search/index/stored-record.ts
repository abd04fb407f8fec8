import { ATTRIBUTES, attributeValue, INDEXED_ATTRIBUTES } from "./attributes.ts";
import type { RecordAttributes, SearchRecord } from "./car-record.ts";

/**
 * List attributes (the equipment list, categories, tags) are held by their facet columns alone, not in the
 * stored records: the equipment list would otherwise be a good part of each.
 */
export const LISTS = ATTRIBUTES.filter((attribute) => attribute.multi).map((attribute) => attribute.name);
const IN_COLUMNS: ReadonlySet<string> = new Set(LISTS);

/**
 * A car as the index keeps it: the values of its attributes as one JSON array, and their names, as a list that
 * every car of the same shape shares. One string per car instead of an object graph per car keeps the index
 * small (strings are stored compactly; objects, their properties and nested values are not), and the names,
 * most of a car's JSON object text, are kept once per shape rather than once per car.
 */
export interface StoredRecord {
  objectID: string;
  names: readonly string[];
  values: string;
}

/**
 * Cars ready to take slots (car-index.ts), as plain data that crosses between threads (the whole stock is
 * prepared in a worker, stock-page-worker.ts): per car its objectID, its stored record's values and the place of
 * its name list among `shapes` (each distinct list once: cars of one feed share a few), and the values of
 * INDEXED_ATTRIBUTES.
 */
export interface PreparedCars {
  objectIDs: string[];
  shapes: string[][];
  shapeOf: number[];
  values: string[];
  indexed: unknown[][];
}

/** Prepares records to take slots in this order. */
export function prepareCars(records: readonly SearchRecord[]): PreparedCars {
  return {
    objectIDs: records.map((record) => record.objectID),
    ...packRecords(records.map((record) => record.attributes)),
    indexed: records.map(({ attributes }) => INDEXED_ATTRIBUTES.map((name) => attributeValue(attributes, name))),
  };
}

/** Packs each car's attributes, leaving out the lists (held by their columns) and those without a value. */
function packRecords(cars: readonly RecordAttributes[]): Pick<PreparedCars, "shapes" | "shapeOf" | "values"> {
  const packed: Pick<PreparedCars, "shapes" | "shapeOf" | "values"> = { shapes: [], shapeOf: [], values: [] };
  const places = new Map<string, number>();
  let last: string[] = [];
  let lastPlace = -1;
  for (const attributes of cars) {
    const names: string[] = [];
    const values: unknown[] = [];
    for (const name in attributes) {
      const value = attributes[name];
      if (value === undefined || IN_COLUMNS.has(name)) continue;
      names.push(name);
      values.push(value);
    }
    // Cars of one feed mostly share the last car's shape, and comparing names is cheaper than joining them.
    if (lastPlace < 0 || last.length !== names.length || !names.every((name, i) => name === last[i])) {
      const shape = names.join("\u0000");
      lastPlace = places.get(shape) ?? packed.shapes.push(names) - 1;
      places.set(shape, lastPlace);
      last = packed.shapes[lastPlace]!;
    }
    packed.shapeOf.push(lastPlace);
    packed.values.push(JSON.stringify(values));
  }
  return packed;
}

/** The name lists of the records stored, each kept once however many cars share it. */
export class RecordShapes {
  private readonly shapes = new Map<string, readonly string[]>();

  /** The kept name list equal to `names`, which is kept when it is the first of its shape. */
  shared(names: readonly string[]): readonly string[] {
    const shape = names.join("\u0000");
    let shared = this.shapes.get(shape);
    if (!shared) this.shapes.set(shape, (shared = names));
    return shared;
  }
}

/** A stored record's attributes, parsed afresh (a new object every time; a car's own `__proto__` stays its own). */
export function unpack(record: StoredRecord): RecordAttributes {
  const values = JSON.parse(record.values) as unknown[];
  return Object.fromEntries(record.names.map((name, i) => [name, values[i]]));
}
