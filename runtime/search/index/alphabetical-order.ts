/**
 * A facet's values in alphabetical order, kept as values are added: facet counts break ties alphabetically, and
 * a precomputed position lets a search sort its values by one number (count, then position) instead of comparing
 * text. A few new values are inserted in place; a large batch (an import) is sorted again in one go.
 */
export class AlphabeticalOrder {
  private readonly values: readonly string[];
  /** Value ids in alphabetical order. */
  private readonly sorted: number[] = [];
  /** Each value's position in `sorted`, by id. */
  private positions = new Int32Array(0);

  constructor(values: readonly string[]) {
    this.values = values;
  }

  /** Value ids by position. */
  idsInOrder(): readonly number[] {
    this.refresh();
    return this.sorted;
  }

  /** Positions by value id. */
  positionsById(): Int32Array {
    this.refresh();
    return this.positions;
  }

  private refresh(): void {
    const { values, sorted } = this;
    const known = sorted.length;
    if (known === values.length) return;
    if (values.length - known > 64) {
      for (let id = known; id < values.length; id++) sorted.push(id);
      sorted.sort((a, b) => compareText(values[a]!, values[b]!));
    } else {
      for (let id = known; id < values.length; id++) sorted.splice(this.insertionPoint(values[id]!), 0, id);
    }
    if (this.positions.length < values.length) this.positions = new Int32Array(values.length * 2);
    for (let position = 0; position < sorted.length; position++) this.positions[sorted[position]!] = position;
  }

  private insertionPoint(value: string): number {
    let low = 0;
    let high = this.sorted.length;
    while (low < high) {
      const middle = (low + high) >>> 1;
      if (compareText(this.values[this.sorted[middle]!]!, value) <= 0) low = middle + 1;
      else high = middle;
    }
    return low;
  }
}

/** Code-unit order, as Algolia sorts facet values alphabetically. */
function compareText(a: string, b: string): number {
  return a < b ? -1 : a > b ? 1 : 0;
}
