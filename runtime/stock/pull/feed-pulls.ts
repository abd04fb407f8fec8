import type { Site } from "../../types/index.ts";
import type { Database, StockRepository } from "../../types/services.ts";
import { importStock, recordImport } from "../feed/import-stock.ts";
import { lastImportStarts } from "../feed/import-history.ts";
import { siteFeedPhotos, type FeedMedia } from "../feed/site-feed-photos.ts";
import { NO_COUNTS, type ImportReport } from "../feed/import-report.ts";
import { dueFeeds, pullSource } from "./due-feeds.ts";
import { fetchFeed } from "./fetch-feed.ts";

export interface FeedPullOptions {
  /** How often due feeds are looked for (each feed is pulled on its own interval). */
  checkEveryMs?: number;
  now?: () => Date;
  fetcher?: typeof fetch;
  /** Where the photos the feeds name are taken in (the server's media); without it, each named photo fails. */
  media?: FeedMedia;
}

/**
 * Pulls the sites' feeds that name a url, each on its interval, and imports them; a feed that cannot be fetched
 * is reported (outcome failed) and the stock left as it was. Returns a stop function that waits for a pull
 * under way.
 */
export function startFeedPulls(stock: StockRepository, db: Database, sites: readonly Site[], options: FeedPullOptions = {}): () => Promise<void> {
  const pulled = sites.filter((site) => site.stock.feeds.some((feed) => feed.url));
  if (pulled.length === 0) return async () => undefined;
  const now = options.now ?? (() => new Date());
  let running: Promise<void> | null = null;
  const check = () => {
    // One round at a time: a slow feed delays the next round instead of overlapping it.
    running ??= pullDue(stock, db, pulled, now, options.fetcher, options.media)
      .then(() => undefined)
      .catch((error: unknown) => console.error("pulling stock feeds failed", error))
      .finally(() => (running = null));
  };
  check();
  const timer = setInterval(check, options.checkEveryMs ?? 60_000);
  timer.unref();
  return async () => {
    clearInterval(timer);
    await running;
  };
}

/** Pulls every due feed of these sites once, one after another; returns their reports. */
export async function pullDue(
  stock: StockRepository,
  db: Database,
  sites: readonly Site[],
  now: () => Date,
  fetcher?: typeof fetch,
  media?: FeedMedia,
): Promise<ImportReport[]> {
  const reports: ImportReport[] = [];
  for (const site of sites) {
    const last = await lastImportStarts(db, site.slug);
    const lastPulls = new Map(site.stock.feeds.map((feed) => [feed.name, last.get(pullSource(feed))]).filter((entry): entry is [string, string] => entry[1] !== undefined));
    for (const feed of dueFeeds(site.stock.feeds, lastPulls, now())) {
      const started = now();
      const fetched = await fetchFeed(feed.url!, { timeoutMs: feed.timeout_seconds * 1000, maxBytes: feed.max_bytes }, fetcher);
      if (fetched.ok) {
        reports.push(await importStock(stock, site, fetched.bytes, { source: pullSource(feed), feed, acceptValid: false, now: started, ...(media && { photos: siteFeedPhotos(media, site.slug) }) }));
        continue;
      }
      const report: ImportReport = {
        site: site.slug,
        source: pullSource(feed),
        full: feed.full,
        outcome: "failed",
        counts: NO_COUNTS,
        problems: [{ where: "file", field: "", message: fetched.message }],
        started_at: started.toISOString(),
        finished_at: now().toISOString(),
      };
      await recordImport({ db }, report);
      reports.push(report);
    }
  }
  return reports;
}
