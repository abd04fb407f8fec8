/** A small least-recently-used map, emptied whenever the index version it was filled under changes. */
export class VersionedLru<V> {
  private readonly limit: number;
  private readonly entries = new Map<string, V>();
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
    if (version !== this.version) {
      this.entries.clear();
      this.version = version;
    }
    const hit = this.entries.get(key);
    if (hit !== undefined) {
      this.entries.delete(key);
      this.entries.set(key, hit);
    }
    return hit;
  }

  store(version: number, key: string, value: V): void {
    if (this.limit === 0 || version !== this.version) return;
    this.entries.set(key, value);
    if (this.entries.size > this.limit) this.entries.delete(this.entries.keys().next().value!);
  }
}
