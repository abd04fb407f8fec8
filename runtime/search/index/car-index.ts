import { ATTRIBUTES, INDEXED_ATTRIBUTES, type AttributeReader } from "./attributes.ts";
import { emptyBitset, setBit, type Bitset } from "./bitset.ts";
import { FacetColumn } from "./facet-column.ts";
import { SortedOrders } from "./sorted-orders.ts";
import { TextIndex } from "./text-index.ts";
import type { RecordAttributes, SearchRecord } from "./car-record.ts";
import { clusterOrder } from "./cluster-order.ts";
import { IN_COLUMNS, LISTS, prepareCars, RecordShapes, unpack, type PreparedCars, type StoredRecord } from "./stored-record.ts";

const FACETED = ATTRIBUTES.filter((attribute) => attribute.facet);
const NUMERIC = ATTRIBUTES.filter((attribute) => attribute.numeric);
/** Where each facet column's and each numeric column's value is among a car's indexed values, in column order. */
const FACET_VALUE_AT = FACETED.map(({ name }) => INDEXED_ATTRIBUTES.indexOf(name));
const NUMBER_VALUE_AT = NUMERIC.map(({ name }) => INDEXED_ATTRIBUTES.indexOf(name));

/** Cars placed together when an index is rebuilt: each one's attributes are parsed for it. */
const REBUILD_BATCH = 2000;

/**
 * The in-memory index: records in slots, a live-slot bitset, facet and numeric columns, the full-text index
 * and sorted orders. A changed record takes a new slot (the old one dies), so readers never see a half
 * update; dead slots are reclaimed by rebuilding once they outnumber the live ones.
 */
export class CarIndex {
  capacity = 0;
  /** Slots handed out so far; slots at or above this are unused. */
  slotCount = 0;
  /** Slots that have died since the index was last rebuilt, in order (readers keeping slot sets catch up from it). */
  died: number[] = [];
  liveCount = 0;
  alive: Bitset = emptyBitset(0);
  records: (StoredRecord | undefined)[] = [];
  facets = new Map<string, FacetColumn>();
  numbers = new Map<string, Float64Array>();
  text = new TextIndex();
  orders = new SortedOrders(this);
  private shapes = new RecordShapes();
  /** Bumped on every change, so caches keyed on it never serve stale answers. */
  version = 0;
  /** Bumped when the index is rebuilt and its slots numbered afresh. */
  generation = 0;
  private slotOf = new Map<string, number>();

  constructor(records: readonly SearchRecord[] = []) {
    this.reset(records.length);
    this.upsertAll(records);
  }

  get size(): number {
    return this.liveCount;
  }

  /** The objectIDs of the cars held. */
  objectIDs(): string[] {
    return [...this.slotOf.keys()];
  }

  /** A slot's attributes, parsed afresh (a new object every time, so it is the caller's to change). */
  attributesAt(slot: number): RecordAttributes {
    return storedAttributes(this, slot);
  }

  /** A slot's attributes read by name, as attributesAt has them: its stored record's, and its lists from their columns. */
  readerAt(slot: number): AttributeReader {
    const stored = this.shapes.reader(this.records[slot]!);
    return (name) => (IN_COLUMNS.has(name) ? this.facets.get(name)!.valuesAt(slot) : stored(name));
  }

  /** Upserts a batch, its new slots in cluster order (see cluster-order.ts). Last one wins for a repeated objectID. */
  upsertAll(records: readonly SearchRecord[]): void {
    const latest = new Map<string, SearchRecord>();
    for (const record of records) latest.set(record.objectID, record);
    this.placeAll(prepareCars([...latest.values()].sort((a, b) => clusterOrder(a.attributes, b.attributes))));
  }

  upsert(record: SearchRecord): void {
    this.placeAll(prepareCars([record]));
  }

  /** Gives prepared cars new slots in their order, those that `take` accepts. */
  placeAll(cars: PreparedCars, take: (objectID: string, position: number) => boolean = () => true): void {
    const names = cars.shapes.map((list) => this.shapes.shared(list));
    for (let i = 0; i < cars.objectIDs.length; i++) {
      const objectID = cars.objectIDs[i]!;
      if (take(objectID, i)) this.place({ objectID, names: names[cars.shapeOf[i]!]!, values: cars.values[i]!, rest: cars.rest[i]! }, cars.indexed[i]!);
    }
  }

  /** Gives a record a new slot and indexes its values (INDEXED_ATTRIBUTES'). */
  private place(record: StoredRecord, indexed: readonly unknown[]): void {
    this.removeSlot(record.objectID);
    if (this.slotCount === this.capacity) this.grow(Math.max(1024, this.capacity * 2));
    const slot = this.slotCount++;
    this.records[slot] = record;
    this.slotOf.set(record.objectID, slot);
    setBit(this.alive, slot);
    this.liveCount++;
    let column = 0;
    for (const facet of this.facets.values()) facet.set(slot, indexed[FACET_VALUE_AT[column++]!]);
    column = 0;
    for (const numbers of this.numbers.values()) numbers[slot] = toNumber(indexed[NUMBER_VALUE_AT[column++]!]);
    this.text.add(slot, indexed);
    this.orders.insert(slot);
    this.version++;
    this.compactWhenSparse();
  }

  remove(objectID: string): boolean {
    const removed = this.removeSlot(objectID);
    if (removed) this.version++;
    this.compactWhenSparse();
    return removed;
  }

  /** Rebuilds the index from its live cars, a batch at a time, once dead slots outnumber live ones. */
  private compactWhenSparse(): void {
    if (this.slotCount - this.liveCount <= Math.max(4096, this.liveCount)) return;
    const old = { records: this.records, facets: this.facets, slots: [...this.slotOf.values()].sort((a, b) => a - b) };
    this.reset(old.slots.length);
    for (let i = 0; i < old.slots.length; i += REBUILD_BATCH) {
      this.upsertAll(old.slots.slice(i, i + REBUILD_BATCH).map((slot) => ({ objectID: old.records[slot]!.objectID, attributes: storedAttributes(old, slot) })));
    }
  }

  private removeSlot(objectID: string): boolean {
    const slot = this.slotOf.get(objectID);
    if (slot === undefined) return false;
    this.slotOf.delete(objectID);
    this.alive[slot >>> 5]! &= ~(1 << (slot & 31));
    this.died.push(slot);
    this.records[slot] = undefined;
    for (const column of this.facets.values()) column.clear(slot);
    this.liveCount--;
    return true;
  }

  /** Empties the index, with room for `capacity` cars. */
  private reset(capacity: number): void {
    this.generation++;
    this.capacity = 0;
    this.slotCount = 0;
    this.liveCount = 0;
    this.alive = emptyBitset(0);
    this.died = [];
    this.records = [];
    this.slotOf = new Map();
    this.facets = new Map(FACETED.map((a) => [a.name, new FacetColumn(a.multi, 0, a.postings, a.numeric)]));
    this.numbers = new Map(NUMERIC.map((a) => [a.name, new Float64Array(0)]));
    this.text = new TextIndex();
    this.orders = new SortedOrders(this);
    this.shapes = new RecordShapes();
    this.grow(Math.max(1024, capacity));
  }

  private grow(capacity: number): void {
    const alive = emptyBitset(capacity);
    alive.set(this.alive);
    this.alive = alive;
    for (const column of this.facets.values()) column.grow(capacity);
    for (const [name, column] of this.numbers) {
      const next = new Float64Array(capacity).fill(NaN);
      next.set(column);
      this.numbers.set(name, next);
    }
    this.capacity = capacity;
  }
}

/** A slot's attributes: its stored record's, and its lists read from their columns. */
function storedAttributes(index: Pick<CarIndex, "records" | "facets">, slot: number): RecordAttributes {
  const attributes = unpack(index.records[slot]!);
  for (const name of LISTS) attributes[name] = index.facets.get(name)!.valuesAt(slot);
  return attributes;
}

function toNumber(value: unknown): number {
  if (typeof value === "number") return value;
  if (typeof value === "boolean") return value ? 1 : 0;
  return NaN;
}
