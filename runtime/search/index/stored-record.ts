import type { RecordAttributes } from "./car-record.ts";

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

/** The name lists of the records stored: cars of one feed share a few (at worst one per car, as JSON objects cost). */
export class RecordShapes {
  private readonly shapes = new Map<string, readonly string[]>();
  /** The last shape used: cars of one feed mostly share it, and comparing names is cheaper than joining them. */
  private last: readonly string[] = [];

  /** A record of the attributes, leaving out those named in `skip` and those without a value. */
  pack(objectID: string, attributes: RecordAttributes, skip: ReadonlySet<string>): StoredRecord {
    const names: string[] = [];
    const values: unknown[] = [];
    for (const name in attributes) {
      const value = attributes[name];
      if (value === undefined || skip.has(name)) continue;
      names.push(name);
      values.push(value);
    }
    return { objectID, names: this.shared(names), values: JSON.stringify(values) };
  }

  /** The kept name list equal to `names`, which is kept when it is the first of its shape. */
  private shared(names: string[]): readonly string[] {
    const last = this.last;
    if (last.length === names.length && names.every((name, i) => name === last[i])) return last;
    const shape = names.join("\u0000");
    let shared = this.shapes.get(shape);
    if (!shared) this.shapes.set(shape, (shared = names));
    this.last = shared;
    return shared;
  }
}

/** A stored record's attributes, parsed afresh (a new object every time; a car's own `__proto__` stays its own). */
export function unpack(record: StoredRecord): RecordAttributes {
  const values = JSON.parse(record.values) as unknown[];
  return Object.fromEntries(record.names.map((name, i) => [name, values[i]]));
}
