import type { Site } from "../../types/index.ts";
import type { Database, StockRepository } from "../../types/services.ts";
import { HostedIndexWriter } from "./hosted-index-writer.ts";

export interface HostedPushOptions {
  env?: Record<string, string | undefined>;
  /** How often each hosted index is brought up to date. */
  everyMs?: number;
  now?: () => Date;
}

/** A site whose stock changes are pushed to a hosted index: `search.host` and `search.write_key_env` set. */
export function pushesToHostedIndex(site: Site): boolean {
  return !!site.search.host && !!site.search.write_key_env;
}

/**
 * Keeps every hosted site's index up with the stock, a round per site at a time. A site whose write key variable
 * is not set is named once and left alone (its searches still run against the hosted index as it is); a failed
 * round is logged when the failure changes and tried again on the next. Returns a stop function that waits for
 * rounds under way.
 */
export function startHostedPushes(db: Database, stock: StockRepository, sites: readonly Site[], options: HostedPushOptions = {}): () => Promise<void> {
  const env = options.env ?? process.env;
  const writers: { slug: string; writer: HostedIndexWriter; running: Promise<void> | null; failing: string | null }[] = [];
  for (const site of sites.filter(pushesToHostedIndex)) {
    const writeKey = env[site.search.write_key_env!];
    if (!writeKey) {
      console.warn(`${site.slug}: ${site.search.write_key_env} is not set, so its stock changes are not pushed to ${site.search.host}`);
      continue;
    }
    writers.push({ slug: site.slug, writer: new HostedIndexWriter({ db, stock, site, writeKey, now: options.now }), running: null, failing: null });
  }
  if (writers.length === 0) return async () => undefined;
  const round = () => {
    for (const entry of writers) {
      entry.running ??= entry.writer
        .sync()
        .then(() => {
          if (entry.failing) console.info(`${entry.slug}: pushing to the hosted index works again`);
          entry.failing = null;
        })
        .catch((error: unknown) => {
          const message = error instanceof Error ? error.message : String(error);
          if (message !== entry.failing) console.error(`${entry.slug}: pushing to the hosted index failed, retrying: ${message}`);
          entry.failing = message;
        })
        .finally(() => (entry.running = null));
    }
  };
  round();
  const timer = setInterval(round, options.everyMs ?? 1000);
  timer.unref();
  return async () => {
    clearInterval(timer);
    await Promise.all(writers.map((entry) => entry.running));
  };
}
