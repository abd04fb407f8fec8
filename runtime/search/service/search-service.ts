import { CarIndex } from "../index/car-index.ts";
import { SearchEngine } from "../query/search-engine.ts";
import { cachedAccess } from "../keys/access-cache.ts";
import { loadAdminKey } from "../keys/admin-key.ts";
import { generateSecuredApiKey, type KeyRestrictionValues } from "../keys/secured-key.ts";
import { answerMultiQuery, multiQueryJson, resolveMultiQuery, type MultiQueryResponse } from "./multi-query.ts";
import { bodyJson } from "../params/body-json.ts";
import { VersionedLru } from "../query/lru.ts";
import { checkAnswerSize, LIMITS } from "../params/limits.ts";
import type { SearchSite } from "./dealership-directory.ts";
import { StockSync } from "./stock-sync.ts";
import { wantsStoredFields, withStoredFields } from "./stored-fields.ts";
import { StockFeedReader } from "./stock-feed-reader.ts";
import type { ResolvedEntry } from "./resolve-request.ts";
import type { StockChange, StockRepository } from "../../types/services.ts";

export interface SearchServiceOptions {
  stock: StockRepository;
  /** Where a generated parent key is kept (`search-admin.key`) when SEARCH_ADMIN_KEY is not set. */
  dataDir: string;
  now?: () => Date;
  /** Site documents: dealership names (the dealership_name facet) and recently-sold windows. */
  sites?: readonly SearchSite[];
  /** The primary index name (spec §7: Car_production). */
  indexName?: string;
  env?: Record<string, string | undefined>;
  /**
   * How many JSON answers to keep for repeated identical requests (same key, same body) while the index is
   * unchanged; shoppers landing on the same search pages send the same queries. 0 turns the cache off.
   */
  resultCacheSize?: number;
  /** The most bytes of JSON answers the result cache holds. */
  resultCacheBytes?: number;
  /** The largest answer sent, in UTF-8 bytes (a 400 beyond it); LIMITS.answerBytes by default. */
  answerLimitBytes?: number;
  /**
   * How many multi-query bodies to keep read (parameters typed, filters parsed, the params strings to echo), by
   * key and body text. They do not depend on the stock, so stock changes keep them. 0 reads every body afresh.
   */
  readCacheSize?: number;
  /**
   * How often, at the longest, to read the stock change feed for writes made by other processes (another server
   * on the same database, an import script), in milliseconds; the stock wakes the reader sooner when another
   * process writes (StockRepository.watchFeed), and this interval covers a lost wake-up. 0 reads the feed only when
   * `syncStock` is called. This process's own writes reach the index at once either way.
   */
  stockPollMs?: number;
}

/** The site fields a public key is made from. */
export interface KeyedSite {
  dealerships: readonly { id: number }[];
  search?: { index?: string };
}

/** The embedded Algolia-compatible search service (runtime/search/README.md). */
export interface SearchService {
  readonly indexName: string;
  /** The largest answer sent, in UTF-8 bytes: larger ones are refused with a 400. */
  readonly answerLimitBytes: number;
  /** Cars currently listed in the index. */
  readonly size: number;
  /**
   * Answers a multi-query body (`{requests: [...]}`) exactly as `POST /1/indexes/*\/queries` does, for the
   * holder of `apiKey`. Rejects with a SearchError (`status`, `message`) for refused keys and bad input.
   */
  search(body: unknown, apiKey: string | null): Promise<MultiQueryResponse>;
  /**
   * The same answer as JSON text, for the body as JSON text, as the HTTP endpoint sends it; repeated identical
   * requests are answered from the result cache. An empty or malformed body is a 400.
   */
  searchJson(bodyText: string, apiKey: string | null): Promise<string>;
  /** A secured API key with the given restrictions (filters, validUntil, restrictIndices, userToken...). */
  securedKey(restrictions: KeyRestrictionValues): string;
  /** A site's public key: only its dealerships' stock, only this index and its replicas. */
  siteSearchKey(site: KeyedSite): string;
  /** Applies stock changes written by other processes since the last read of the change feed. */
  syncStock(): Promise<void>;
  /** Stops following stock changes. */
  close(): void;
}

export async function createSearchService(options: SearchServiceOptions): Promise<SearchService> {
  const now = options.now ?? (() => new Date());
  const indexName = options.indexName ?? "Car_production";
  const parentKey = loadAdminKey(options.dataDir, options.env);
  const index = new CarIndex();
  const engine = new SearchEngine(index);
  const sync = new StockSync(index, options.sites ?? [], () => engine.takeInStockChanges());

  // Changes made while the initial load runs are replayed after it, in order, so none is lost. The feed's
  // position is read first: anything written after it is read from the feed too (applying a car twice is harmless).
  let pending: StockChange[] | null = [];
  let feed: StockFeedReader | null = null;
  const applyOwn = (change: StockChange) => {
    sync.apply(change.upserted, change.removed, now().getTime());
    feed!.markApplied(change.positions);
  };
  const unsubscribe = options.stock.onChange((change) => {
    if (pending) pending.push(change);
    else applyOwn(change);
  });
  try {
    const cursor = await options.stock.changeCursor();
    const clock = () => now().getTime();
    await sync.load(options.stock, clock);
    feed = new StockFeedReader(options.stock, {
      apply: (upserted, removed) => sync.apply(upserted, removed, clock()),
      reload: () => sync.load(options.stock, clock),
    }, cursor);
  } catch (error) {
    unsubscribe();
    throw error;
  }
  for (const change of pending) applyOwn(change);
  pending = null;
  const reader = feed;
  const readFeed = () => void reader.poll().catch((error: unknown) => console.error("reading the stock change feed failed", error));
  const pollMs = options.stockPollMs ?? 1000;
  const poller = pollMs > 0 ? setInterval(readFeed, pollMs) : null;
  poller?.unref();
  const stopWatching = pollMs > 0 ? options.stock.watchFeed(readFeed) : null;

  const accessFor = cachedAccess(parentKey);
  /** The holder's access (refused keys throw), with the index brought up to date for this moment. */
  const checkedAccess = (apiKey: string | null) => {
    const at = now().getTime();
    const access = accessFor(apiKey, at);
    sync.sweep(at);
    return access;
  };
  // Answers are measured in UTF-16 code units, two bytes each, as V8 may hold them.
  const answers = new VersionedLru<string>(options.resultCacheSize ?? 256, { maxBytes: options.resultCacheBytes ?? 32 * 2 ** 20, sizeOf: (json) => json.length * 2 });
  // Pages send the same few bodies over and over: their reading (types, filters) is kept whatever the stock does.
  const readBodies = new VersionedLru<ResolvedEntry[]>(options.readCacheSize ?? 256);
  const answerLimitBytes = options.answerLimitBytes ?? LIMITS.answerBytes;
  const searchJson = async (bodyText: string, apiKey: string | null) => {
    const access = checkedAccess(apiKey);
    const version = index.version;
    const key = requestKey(apiKey, bodyText);
    const cached = answers.lookup(version, key);
    if (cached !== undefined) return cached;
    const entries = readBodies.get(0, key, () => resolveMultiQuery(access, bodyJson(bodyText), indexName));
    const response = await withStoredFields(await answerMultiQuery(engine, entries, answerLimitBytes), entries, options.stock);
    const json = await multiQueryJson(response, (position) => wantsStoredFields(entries[position]!));
    checkAnswerSize(json, answerLimitBytes);
    // A queryID must be new for every search, so answers carrying one are never reused; an answer that spans a
    // stock change (the searches yield between them) is not kept either.
    if (index.version === version && !response.results.some((result) => "queryID" in result)) answers.store(version, key, json);
    return json;
  };
  const securedKey = (restrictions: KeyRestrictionValues) => generateSecuredApiKey(parentKey, restrictions);

  return {
    indexName,
    answerLimitBytes,
    get size() {
      return index.size;
    },
    search: async (body, apiKey) => {
      const entries = resolveMultiQuery(checkedAccess(apiKey), body, indexName);
      const { results } = await answerMultiQuery(engine, entries, answerLimitBytes);
      return withStoredFields({ results }, entries, options.stock);
    },
    searchJson,
    securedKey,
    siteSearchKey(site) {
      if (site.dealerships.length === 0) throw new Error("A site needs at least one dealership to have a search key");
      const index = site.search?.index ?? indexName;
      return securedKey({
        filters: site.dealerships.map((dealership) => `dealership_id:${dealership.id}`).join(" OR "),
        restrictIndices: [index, `${index}_*`],
      });
    },
    syncStock: () => reader.poll(),
    close() {
      unsubscribe();
      if (poller) clearInterval(poller);
      stopWatching?.();
    },
  };
}

/** A cache key for one request: the API key and the body, unambiguously joined. */
function requestKey(apiKey: string | null, body: string): string {
  return `${apiKey === null ? "-" : `+${apiKey}`}\n${body}`;
}
