import { LRUCache } from "lru-cache";

/**
 * An in-memory response cache for the algoliasearch client that holds at most `size` entries and drops the
 * least recently used when full (spec §7). Same interface as the client's own caches; entries are kept as JSON
 * text so a caller cannot change a cached answer in place.
 */
export interface ResponseCache {
  get<T>(key: Record<string, unknown> | string, defaultValue: () => Promise<T>, events?: { miss: (value: T) => Promise<unknown> }): Promise<T>;
  set<T>(key: Record<string, unknown> | string, value: T): Promise<T>;
  delete(key: Record<string, unknown> | string): Promise<void>;
  clear(): Promise<void>;
}

export function createLimitedCache(size: number): ResponseCache {
  const entries = new LRUCache<string, string>({ max: size });
  return {
    get(key, defaultValue, events) {
      const text = entries.get(JSON.stringify(key));
      if (text !== undefined) return Promise.resolve(JSON.parse(text));
      const pending = defaultValue();
      return pending.then((value) => (events ? events.miss(value) : undefined)).then(() => pending);
    },
    set(key, value) {
      entries.set(JSON.stringify(key), JSON.stringify(value));
      return Promise.resolve(value);
    },
    delete(key) {
      entries.delete(JSON.stringify(key));
      return Promise.resolve();
    },
    clear() {
      entries.clear();
      return Promise.resolve();
    },
  };
}
