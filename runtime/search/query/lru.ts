import { LRUCache } from "lru-cache";

/** A bound on the bytes a cache holds, with how to measure a value. */
interface ByteBound<V> {
  maxBytes: number;
  sizeOf(value: V): number;
}

/**
 * A bounded least-recently-used cache (lru-cache) whose entries hold for one index version: reading or storing
 * under another version empties it first, so nothing computed from an older index is ever served. Bounded by
 * entries and, when given, by bytes (a value larger than the whole bound is not kept). A limit of 0 keeps nothing.
 */
export class VersionedLru<V extends {}> {
  private readonly entries: LRUCache<string, V> | null;
  private version = -1;

  constructor(limit: number, bytes?: ByteBound<V>) {
    this.entries = limit <= 0 ? null
      : bytes ? new LRUCache({ max: limit, maxSize: bytes.maxBytes, sizeCalculation: (value) => Math.max(1, bytes.sizeOf(value)) })
      : new LRUCache({ max: limit });
  }

  get(version: number, key: string, compute: () => V): V {
    const hit = this.lookup(version, key);
    if (hit !== undefined) return hit;
    const value = compute();
    this.store(version, key, value);
    return value;
  }

  lookup(version: number, key: string): V | undefined {
    if (!this.entries) return undefined;
    this.at(version);
    return this.entries.get(key);
  }

  store(version: number, key: string, value: V): void {
    if (!this.entries) return;
    this.at(version);
    this.entries.set(key, value);
  }

  /** Every value held, for callers that keep them up to date in place. */
  values(): IterableIterator<V> {
    return this.entries?.values() ?? [].values();
  }

  clear(): void {
    this.entries?.clear();
  }

  private at(version: number): void {
    if (version === this.version) return;
    this.entries!.clear();
    this.version = version;
  }
}
