import { VersionedLru } from "../query/lru.ts";

interface Held<V> {
  apiKey: string | null;
  body: string;
  value: V;
}

/** Requests kept under one fingerprint: a page's bodies rarely share one, many keys sending the same body may. */
const BUCKET_LIMIT = 8;

/**
 * Values kept per (API key, request body), emptied when the index version changes (see VersionedLru). A body is
 * found by its length and last characters, then compared whole: each request's body is a fresh kilobyte-long
 * string, and hashing it in full to look it up (after copying it into `${key}\n${body}`) cost several times the
 * rest of a lookup.
 */
export class RequestCache<V> {
  private readonly buckets: VersionedLru<Held<V>[]>;

  constructor(limit: number) {
    this.buckets = new VersionedLru(limit);
  }

  lookup(version: number, apiKey: string | null, body: string): V | undefined {
    const bucket = this.buckets.lookup(version, fingerprint(body));
    if (bucket === undefined) return undefined;
    for (const held of bucket) if (held.body === body && held.apiKey === apiKey) return held.value;
    return undefined;
  }

  store(version: number, apiKey: string | null, body: string, value: V): void {
    const key = fingerprint(body);
    const others = (this.buckets.lookup(version, key) ?? []).filter((held) => held.body !== body || held.apiKey !== apiKey);
    this.buckets.store(version, key, [...others.slice(1 - BUCKET_LIMIT), { apiKey, body, value }]);
  }

  get(version: number, apiKey: string | null, body: string, make: () => V): V {
    const held = this.lookup(version, apiKey, body);
    if (held !== undefined) return held;
    const value = make();
    this.store(version, apiKey, body, value);
    return value;
  }
}

/** A short key that most bodies differ by: the length and the end, where a multi-query's last request is. */
function fingerprint(body: string): string {
  return `${body.length}:${body.slice(-48)}`;
}
