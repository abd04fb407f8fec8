import { andInto, complement, emptyBitset, orInto, setBit, type Bitset } from "../index/bitset.ts";
import { attributeValue } from "../index/attributes.ts";
import { facetKey, facetValues } from "../index/facet-value.ts";
import { VersionedLru } from "./lru.ts";
import type { CarIndex } from "../index/car-index.ts";
import type { Condition, FilterExpression } from "../filters/filter-types.ts";
import { NUMBER } from "../filters/parse-filters.ts";
import { oncePerObject } from "../../site/once-per-site.ts";

/** A cached set: the live slots (when made) matching any of the conditions, each as negated as it says. */
interface CachedSet {
  set: Bitset;
  conditions: readonly Condition[];
  /** The conditions' slot tests, kept once none can change (see settled). */
  tests?: ((slot: number) => boolean)[];
}

/**
 * Turns filter expressions into sets of matching live slots. Each condition's set is cached: refinements, key
 * filters and disjunctive queries repeat the same conditions. A stock change does not throw the sets away:
 * a changed car takes a new slot and its old one dies, so the sets only need the new slots tested and the dead
 * ones cleared. Only a rebuild of the index, which renumbers the slots, empties the cache.
 */
export class FilterSets {
  private readonly index: CarIndex;
  private readonly cache = new VersionedLru<CachedSet>(512);
  private generation = -1;
  /** Slots handed out, and slots died, when the cached sets were last brought up to date. */
  private seenSlots = 0;
  private seenDied = 0;

  constructor(index: CarIndex) {
    this.index = index;
  }

  /**
   * Live slots matching every OR group of the expression, as a new set. The set covers
   * the slots handed out so far, not the index's capacity: every pass over it (here, counting, listing) reads
   * only words that can hold a match. The cached sets hold live slots only, so the first two are ANDed in one pass.
   */
  matching(expression: FilterExpression): Bitset {
    this.catchUp();
    const { alive } = this.index;
    const words = (this.index.slotCount + 31) >>> 5;
    const result = new Uint32Array(words);
    const sets = expression.map((group) => (group.length === 1 ? this.conditionSet(group[0]!) : this.groupSet(group)));
    const first = sets[0] ?? alive;
    const second = sets[1] ?? first;
    for (let i = 0; i < words; i++) result[i] = first[i]! & second[i]!;
    for (let i = 2; i < sets.length; i++) andInto(result, sets[i]!);
    return result;
  }

  /** Brings the cached sets up to date with the slots handed out since they were last (see the class comment). */
  catchUp(): void {
    const { index } = this;
    // After a rebuild, or an import big enough that testing every cached set costs more than making the ones
    // still asked for again, start afresh.
    if (index.generation !== this.generation || index.slotCount - this.seenSlots > index.capacity / 8) {
      this.cache.clear();
      this.generation = index.generation;
      this.seenSlots = index.slotCount;
      this.seenDied = index.died.length;
      return;
    }
    const from = this.seenSlots;
    const diedFrom = this.seenDied;
    if (index.slotCount === from && index.died.length === diedFrom) return;
    this.seenSlots = index.slotCount;
    this.seenDied = index.died.length;
    const words = (index.capacity + 31) >>> 5;
    for (const entry of this.cache.values()) {
      for (let i = diedFrom; i < index.died.length; i++) {
        const slot = index.died[i]!;
        entry.set[slot >>> 5]! &= ~(1 << (slot & 31));
      }
      if (entry.set.length < words) {
        const grown = new Uint32Array(words);
        grown.set(entry.set);
        entry.set = grown;
      }
      const tests = entry.tests ?? this.testsOf(entry);
      for (let slot = from; slot < index.slotCount; slot++) {
        if ((index.alive[slot >>> 5]! & (1 << (slot & 31))) === 0) continue;
        if (entry.conditions.some((condition, i) => condition.negated !== tests[i]!(slot))) setBit(entry.set, slot);
      }
    }
  }

  /**
   * Tests made now: a value first seen among the new cars has an id only now. Once every value has one, the
   * tests stay right, and are kept: a stock change brings every cached set up to date.
   */
  private testsOf(entry: CachedSet): ((slot: number) => boolean)[] {
    const tests = entry.conditions.map((condition) => this.slotTest(condition));
    if (entry.conditions.every((condition) => this.settled(condition))) entry.tests = tests;
    return tests;
  }

  /** Whether a condition's test can no longer change: all but a faceted value no car has had yet. */
  private settled(condition: Condition): boolean {
    if (condition.kind !== "facet") return true;
    const column = this.index.facets.get(condition.attribute);
    return !column || column.idOf(condition.value) !== undefined;
  }

  private cached(key: string, conditions: readonly Condition[], make: () => Bitset): Bitset {
    return this.cache.get(0, key, () => ({ set: make(), conditions })).set;
  }

  /** An OR group's set, cached as a whole: a site key's dealership group comes with every request. */
  private groupSet(group: readonly Condition[]): Bitset {
    return this.cached(groupKey(group), group, () => {
      const union = emptyBitset(this.index.capacity);
      // Common values are ORed straight from the index, dead slots and all, and the union cut to live slots once.
      for (const condition of group) orInto(union, (!condition.negated && this.denseSetOf(condition)) || this.conditionSet(condition));
      andInto(union, this.index.alive);
      return union;
    });
  }

  private conditionSet(condition: Condition): Bitset {
    const key = conditionKey(condition);
    const positive = this.cached(key, [condition.negated ? { ...condition, negated: false } : condition], () => this.evaluate(condition));
    return condition.negated ? this.cached(`NOT ${key}`, [condition], () => complement(positive, this.index.alive)) : positive;
  }

  private evaluate(condition: Condition): Bitset {
    const dense = this.denseSetOf(condition);
    if (dense) {
      const set = dense.slice();
      andInto(set, this.index.alive);
      return set;
    }
    const set = emptyBitset(this.index.capacity);
    const value = this.facetValueOf(condition);
    const postings = value && value.column.postingsOf(value.id);
    if (postings) {
      for (const slot of postings) setBit(set, slot);
      andInto(set, this.index.alive);
      return set;
    }
    const test = this.slotTest(condition);
    const alive = this.index.alive;
    for (let slot = 0; slot < this.index.slotCount; slot++) {
      if ((alive[slot >>> 5]! & (1 << (slot & 31))) !== 0 && test(slot)) setBit(set, slot);
    }
    return set;
  }

  /** The bitset of a common faceted value, when the condition asks for one. */
  private denseSetOf(condition: Condition): Bitset | undefined {
    const value = this.facetValueOf(condition);
    return value && value.column.denseSet(value.id);
  }

  /** The column and id of the faceted value a condition asks for, when the index has it (a refinement). */
  private facetValueOf(condition: Condition) {
    if (condition.kind !== "facet") return undefined;
    const column = this.index.facets.get(condition.attribute);
    const id = column?.idOf(condition.value);
    return id === undefined ? undefined : { column: column!, id };
  }

  private slotTest(condition: Condition): (slot: number) => boolean {
    const { index } = this;
    const numbers = index.numbers.get(condition.attribute);
    if (condition.kind === "range") {
      const { min, max } = condition;
      if (numbers) return (slot) => numbers[slot]! >= min && numbers[slot]! <= max;
      return (slot) => numericValuesOf(index, slot, condition.attribute).some((n) => n >= min && n <= max);
    }
    if (condition.kind === "numeric") {
      const compare = comparison(condition.op, condition.value);
      if (numbers) return (slot) => compare(numbers[slot]!);
      return (slot) => numericValuesOf(index, slot, condition.attribute).some(compare);
    }
    const column = index.facets.get(condition.attribute);
    if (column) {
      const id = column.idOf(condition.value);
      if (id !== undefined) return (slot) => column.has(slot, id);
    }
    if (numbers && NUMBER.test(condition.value)) {
      const wanted = Number(condition.value);
      return (slot) => numbers[slot] === wanted;
    }
    if (column) return () => false;
    const key = facetKey(condition.value);
    return (slot) => facetValues(attributeValue(index.attributesAt(slot), condition.attribute)).some((value) => facetKey(value) === key);
  }
}

/** Keys by condition: a read request is kept (service/search-service.ts), so its conditions recur. */
const conditionKey = oncePerObject((condition: Condition): string => {
  if (condition.kind === "facet") return `${condition.attribute}:${facetKey(condition.value)}`;
  if (condition.kind === "range") return `${condition.attribute}:${condition.min} TO ${condition.max}`;
  return `${condition.attribute}${condition.op}${condition.value}`;
});

/** Keys by group: parsed filter strings (a site key's) are shared between requests, so their key is made once. */
const groupKey = oncePerObject((group: readonly Condition[]) =>
  group.map((condition) => (condition.negated ? "NOT " : "") + conditionKey(condition)).join(" OR "),
);

function numericValuesOf(index: CarIndex, slot: number, attribute: string): number[] {
  const raw = attributeValue(index.attributesAt(slot), attribute);
  return (Array.isArray(raw) ? raw : [raw]).filter((value): value is number => typeof value === "number");
}

function comparison(op: string, value: number): (n: number) => boolean {
  switch (op) {
    case "<": return (n) => n < value;
    case "<=": return (n) => n <= value;
    case "=": return (n) => n === value;
    case "!=": return (n) => !Number.isNaN(n) && n !== value;
    case ">=": return (n) => n >= value;
    default: return (n) => n > value;
  }
}
