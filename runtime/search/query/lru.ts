interface Entry<V> {
  value: V;
  /** Read since it was last passed over for eviction. */
  used: boolean;
}

/**
 * A small cache that keeps recently used entries (second-chance eviction: an entry read since the last pass
 * is kept once more), emptied whenever the index version it was filled under changes. A read only marks the
 * entry; reordering the map on every read cost more than the lookup itself.
 */
export class VersionedLru<V> {
  private readonly limit: number;
  private readonly entries = new Map<string, Entry<V>>();
  private version = -1;

  constructor(limit: number) {
    this.limit = limit;
  }

  get(version: number, key: string, compute: () => V): V {
    const hit = this.lookup(version, key);
    if (hit !== undefined) return hit;
    const value = compute();
    this.store(version, key, value);
    return value;
  }

  lookup(version: number, key: string): V | undefined {
    // A cache turned off holds nothing: spare hashing what may be a long key.
    if (this.limit === 0) return undefined;
    if (version !== this.version) {
      this.entries.clear();
      this.version = version;
    }
    const entry = this.entries.get(key);
    if (entry === undefined) return undefined;
    entry.used = true;
    return entry.value;
  }

  /** Every value held, for callers that keep them up to date in place. */
  *values(): IterableIterator<V> {
    for (const entry of this.entries.values()) yield entry.value;
  }

  clear(): void {
    this.entries.clear();
  }

  store(version: number, key: string, value: V): void {
    if (this.limit === 0 || version !== this.version) return;
    this.entries.delete(key);
    while (this.entries.size >= this.limit) {
      const [oldestKey, oldest] = this.entries.entries().next().value!;
      this.entries.delete(oldestKey);
      if (!oldest.used) break;
      oldest.used = false;
      this.entries.set(oldestKey, oldest);
    }
    this.entries.set(key, { value, used: false });
  }
}
