import { randomUUID } from "node:crypto";
import type { StockFeedSettings } from "../../types/generated/site.ts";
import type { Database, StockRepository, StockTransaction } from "../../types/services.ts";
import { decodeFeed } from "./decode-feed.ts";
import { readCsvRows, readJsonRows, type FeedRow } from "./feed-rows.ts";
import type { FeedProblem } from "./feed-problem.ts";
import { takeInFeedPhotos, type FeedPhotoOptions } from "./feed-photos.ts";
import type { ImportReport, PhotoReport } from "./import-report.ts";
import { planImport } from "./plan-import.ts";

/** The site whose stock is imported: its dealerships' cars are the stock a full feed replaces. */
export interface ImportSite {
  slug: string;
  dealerships: readonly { id: number; slug: string }[];
}

export interface ImportOptions {
  /** Where the feed came from (see ImportReport.source). */
  source: string;
  /** The feed's settings (format, encoding, full, CSV mapping). */
  feed: Omit<StockFeedSettings, "name">;
  /** Apply the valid rows of a feed with problems (otherwise it changes nothing). */
  acceptValid: boolean;
  /** Where the photos a feed names are taken in; without it, each named photo fails (its car does not). */
  photos?: FeedPhotoOptions;
  now?: Date;
}

/**
 * Imports a feed into a site's stock, in one transaction: it runs after any import of the same dealerships
 * (their lock rows are written first), commits every change and its report together or nothing, and its cars
 * reach the search index through the repository's change listeners and change feed.
 */
export async function importStock(stock: StockRepository, site: ImportSite, bytes: Uint8Array, options: ImportOptions): Promise<ImportReport> {
  const decoded = decodeFeed(bytes, options.feed.encoding);
  const read = options.feed.format === "csv" ? readCsvRows(decoded.text, options.feed.mapping, decoded.badLines) : readJsonRows(decoded.text, decoded.badLines);
  // Photos are fetched and processed before the transaction, so it never waits on a photo's server.
  const photos = await takeInFeedPhotos(read.rows, () => stock.listByDealerships(site.dealerships.map((d) => d.id)), options.photos);
  return applyRows(stock, site, read.rows, [...decoded.problems, ...read.problems], options, photos);
}

/** Applies rows already read (an API's single car, a JSON body): the same transaction and report as importStock. */
export async function applyRows(
  stock: StockRepository,
  site: ImportSite,
  rows: readonly FeedRow[],
  feedProblems: readonly FeedProblem[],
  options: ImportOptions,
  photos?: PhotoReport,
): Promise<ImportReport> {
  const started = (options.now ?? new Date()).toISOString();
  return stock.transaction(async (tx) => {
    const dealershipIds = site.dealerships.map((d) => d.id).sort((a, b) => a - b);
    await lockDealerships(tx, dealershipIds, started);
    const plan = planImport({
      current: await tx.listByDealerships(dealershipIds),
      rows,
      dealerships: site.dealerships,
      full: options.feed.full,
      feedProblems,
      now: started,
    });
    const applied = plan.problems.length === 0 || options.acceptValid;
    if (applied) await tx.upsert(plan.writes);
    const report: ImportReport = {
      site: site.slug,
      source: options.source,
      full: options.feed.full,
      outcome: applied ? "applied" : "rejected",
      counts: plan.counts,
      problems: plan.problems,
      ...(photos && { photos }),
      started_at: started,
      finished_at: new Date().toISOString(),
    };
    await recordImport(tx, report);
    return report;
  });
}

/** Stores a report in the import's transaction (a failed pull stores its own with recordImport on the db). */
export async function recordImport(tx: { db: Database }, report: ImportReport): Promise<void> {
  await tx.db
    .insertInto("stock_imports")
    .values({
      id: randomUUID(),
      site_slug: report.site,
      source: report.source,
      outcome: report.outcome,
      started_at: report.started_at,
      finished_at: report.finished_at,
      report: JSON.stringify(report),
    })
    .execute();
}

/** Writing the dealerships' lock rows holds them until commit (in id order, so two imports never deadlock). */
async function lockDealerships(tx: StockTransaction, dealershipIds: readonly number[], now: string): Promise<void> {
  for (const id of dealershipIds) {
    await tx.db
      .insertInto("stock_import_locks")
      .values({ dealership_id: id, locked_at: now })
      .onConflict((oc) => oc.column("dealership_id").doUpdateSet({ locked_at: now }))
      .execute();
  }
}
