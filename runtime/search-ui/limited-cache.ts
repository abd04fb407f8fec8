/**
 * An in-memory response cache for the algoliasearch client that holds at most `size` entries and drops the
 * oldest when full (spec §7). Same interface as the client's own caches.
 */
export interface ResponseCache {
  get<T>(key: Record<string, unknown> | string, defaultValue: () => Promise<T>, events?: { miss: (value: T) => Promise<unknown> }): Promise<T>;
  set<T>(key: Record<string, unknown> | string, value: T): Promise<T>;
  delete(key: Record<string, unknown> | string): Promise<void>;
  clear(): Promise<void>;
}

export function createLimitedCache(size: number): ResponseCache {
  const entries = new Map<string, string>();
  return {
    get(key, defaultValue, events) {
      const text = entries.get(JSON.stringify(key));
      if (text !== undefined) return Promise.resolve(JSON.parse(text));
      const pending = defaultValue();
      return pending.then((value) => (events ? events.miss(value) : undefined)).then(() => pending);
    },
    set(key, value) {
      const name = JSON.stringify(key);
      entries.delete(name);
      entries.set(name, JSON.stringify(value));
      while (entries.size > size) entries.delete(entries.keys().next().value!);
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
