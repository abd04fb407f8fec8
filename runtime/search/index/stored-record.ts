import { ATTRIBUTES, INDEXED_ATTRIBUTES, type AttributeReader } from "./attributes.ts";
import { CARD_NAMES, type RecordAttributes, type SearchRecord } from "./car-record.ts";

/**
 * List attributes (the equipment list, categories, tags) are held by their facet columns alone, not in the
 * stored records: the equipment list would otherwise be a good part of each.
 */
export const LISTS = ATTRIBUTES.filter((attribute) => attribute.multi).map((attribute) => attribute.name);
export const IN_COLUMNS: ReadonlySet<string> = new Set(LISTS);

/**
 * A car as the index keeps it: the values of its attributes as JSON arrays, and their names, as a list that
 * every car of the same shape shares. Strings instead of an object graph per car keep the index small (strings
 * are stored compactly; objects, their properties and nested values are not), and the names, most of a car's
 * JSON object text, are kept once per shape rather than once per car. The values a hit carries by default
 * (CARD_NAMES) are one array and the others another, in the order of their names, so a page of hits parses
 * only the first.
 */
export interface StoredRecord {
  objectID: string;
  names: readonly string[];
  values: string;
  rest: string;
}

/**
 * Cars ready to take slots (car-index.ts), as plain data that crosses between threads (the whole stock is
 * prepared in a worker, stock-page-worker.ts): per car its objectID, its stored record's two value arrays, the
 * place of its name list among `shapes` (each distinct list once: cars of one feed share a few), and the values
 * of INDEXED_ATTRIBUTES.
 */
export interface PreparedCars {
  objectIDs: string[];
  shapes: string[][];
  shapeOf: number[];
  values: string[];
  rest: string[];
  indexed: unknown[][];
}

/** Where each of INDEXED_ATTRIBUTES is among a car's indexed values. */
const INDEXED_AT: ReadonlyMap<string, number> = new Map(INDEXED_ATTRIBUTES.map((name, at) => [name, at]));

/**
 * Prepares records to take slots in this order. One pass over each car's attributes gives both its stored
 * record and its indexed values: INDEXED_ATTRIBUTES are top-level names (none a dotted path), so each is the
 * attribute of that name, as attributeValue reads it.
 */
export function prepareCars(records: readonly SearchRecord[]): PreparedCars {
  const prepared: PreparedCars = { objectIDs: [], shapes: [], shapeOf: [], values: [], rest: [], indexed: [] };
  const places = new Map<string, number>();
  let last: string[] = [];
  let lastPlace = -1;
  for (const { objectID, attributes } of records) {
    const names: string[] = [];
    const values: unknown[] = [];
    const rest: unknown[] = [];
    const indexed: unknown[] = new Array<unknown>(INDEXED_ATTRIBUTES.length).fill(undefined);
    for (const name in attributes) {
      const value = attributes[name];
      const at = INDEXED_AT.get(name);
      if (at !== undefined) indexed[at] = value;
      // The lists are held by their columns, and an attribute without a value is left out.
      if (value === undefined || IN_COLUMNS.has(name)) continue;
      names.push(name);
      (CARD_NAMES.has(name) ? values : rest).push(value);
    }
    // Cars of one feed mostly share the last car's shape, and comparing names is cheaper than joining them.
    if (lastPlace < 0 || last.length !== names.length || !names.every((name, i) => name === last[i])) {
      const shape = names.join("\u0000");
      lastPlace = places.get(shape) ?? prepared.shapes.push(names) - 1;
      places.set(shape, lastPlace);
      last = prepared.shapes[lastPlace]!;
    }
    prepared.objectIDs.push(objectID);
    prepared.shapeOf.push(lastPlace);
    prepared.values.push(JSON.stringify(values));
    prepared.rest.push(JSON.stringify(rest));
    prepared.indexed.push(indexed);
  }
  return prepared;
}

/** The name lists of the records stored, each kept once however many cars share it, with where each name is in it. */
export class RecordShapes {
  private readonly shapes = new Map<string, readonly string[]>();
  /** By kept name list, where each name's value is: in the card's values, or in the rest. */
  private readonly places = new Map<readonly string[], { card: ReadonlyMap<string, number>; rest: ReadonlyMap<string, number> }>();

  /** The kept name list equal to `names`, which is kept when it is the first of its shape. */
  shared(names: readonly string[]): readonly string[] {
    const shape = names.join("\u0000");
    let shared = this.shapes.get(shape);
    if (!shared) {
      this.shapes.set(shape, (shared = names));
      const placed = (inCard: boolean) => new Map(names.filter((name) => CARD_NAMES.has(name) === inCard).map((name, at) => [name, at]));
      this.places.set(shared, { card: placed(true), rest: placed(false) });
    }
    return shared;
  }

  /**
   * A stored record's attributes read by name, each value array parsed on its first read: a hit reads a few dozen
   * of a record's attributes, which costs less than making an object of them all (see unpack).
   */
  reader(record: StoredRecord): AttributeReader {
    const { card, rest } = this.places.get(record.names)!;
    let cardValues: unknown[] | undefined;
    let restValues: unknown[] | undefined;
    return (name) => {
      const at = card.get(name);
      if (at !== undefined) return (cardValues ??= JSON.parse(record.values) as unknown[])[at];
      const restAt = rest.get(name);
      return restAt === undefined ? undefined : (restValues ??= JSON.parse(record.rest) as unknown[])[restAt];
    };
  }
}

/** A stored record's attributes, parsed afresh (a new object every time; a car's own `__proto__` stays its own). */
export function unpack(record: StoredRecord): RecordAttributes {
  const card = (JSON.parse(record.values) as unknown[]).values();
  const rest = (JSON.parse(record.rest) as unknown[]).values();
  return Object.fromEntries(record.names.map((name) => [name, (CARD_NAMES.has(name) ? card : rest).next().value]));
}
