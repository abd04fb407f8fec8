import { randomUUID } from "node:crypto";
import type { StockFeedSettings } from "../../types/generated/site.ts";
import type { Database, StockRepository, StockTransaction } from "../../types/services.ts";
import { decodeFeed } from "./decode-feed.ts";
import { csvFeedRows, jsonFeedRows, type FeedRow } from "./feed-rows.ts";
import type { FeedProblem } from "./feed-problem.ts";
import { namesPhotos, takeInFeedPhotos, type FeedPhotoOptions } from "./feed-photos.ts";
import type { ImportReport, PhotoReport } from "./import-report.ts";
import { carsToSell, indexFeed, keyOf, planRows, rowKey, soldVersion, startPlan, type FeedIndex, type PlanProgress, type StockedCar } from "./plan-import.ts";

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
  /** Written in the import's own transaction when it applies (the console's audit record of a change it made). */
  alongside?: (db: Database) => Promise<void>;
}

/** Rows planned and written together: the memory an import holds is a chunk's, not the feed's. */
const CHUNK_ROWS = 1000;

/**
 * Imports a feed into a site's stock, in one transaction: it runs after any import of the same dealerships
 * (their lock rows are written first), commits every change and its report together or nothing, and its cars
 * reach the search index through the repository's change listeners and change feed. The feed is read twice
 * (its stock numbers, then its cars a chunk at a time) rather than held as rows.
 */
export async function importStock(stock: StockRepository, site: ImportSite, bytes: Uint8Array, options: ImportOptions): Promise<ImportReport> {
  const decoded = decodeFeed(bytes, options.feed.encoding);
  const feedProblems = [...decoded.problems];
  const read = (problems: FeedProblem[]) =>
    options.feed.format === "csv" ? csvFeedRows(decoded.text, options.feed.mapping, decoded.badLines, problems) : jsonFeedRows(decoded.text, decoded.badLines, problems);
  const named: FeedRow[] = [];
  const index = indexFeed(keepPhotoRows(read(feedProblems), named), site.dealerships, feedProblems);
  // Photos are fetched and processed before the transaction, so it never waits on a photo's server.
  const photos = await takeInFeedPhotos(named, () => stock.listByDealerships(site.dealerships.map((d) => d.id)), options.photos);
  const withPhotos = new Map(named.map((row) => [row.where, row]));
  const rows = function* () {
    for (const row of read([])) yield withPhotos.get(row.where) ?? row;
  };
  return applyFeed(stock, site, rows, index, feedProblems, options, photos);
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
  return applyFeed(stock, site, () => rows, indexFeed(rows, site.dealerships, feedProblems), feedProblems, options, photos);
}

/** Thrown out of the transaction to undo a rejected feed's writes; its report is recorded on its own. */
class RejectedFeed extends Error {
  readonly report: ImportReport;
  constructor(report: ImportReport) {
    super("the feed was rejected");
    this.report = report;
  }
}

async function applyFeed(
  stock: StockRepository,
  site: ImportSite,
  rows: () => Iterable<FeedRow>,
  index: FeedIndex,
  feedProblems: readonly FeedProblem[],
  options: ImportOptions,
  photos: PhotoReport | undefined,
): Promise<ImportReport> {
  const started = (options.now ?? new Date()).toISOString();
  const dealershipIds = site.dealerships.map((d) => d.id).sort((a, b) => a - b);
  const context = { index, dealerships: site.dealerships, now: started };
  try {
    return await stock.transaction(async (tx) => {
      await lockDealerships(tx, dealershipIds, started);
      const stocked = await stockedCars(tx, dealershipIds);
      const progress = startPlan(site.dealerships, stocked.values(), feedProblems);
      // A feed with problems changes nothing unless told to apply its valid rows: once one is found, nothing more
      // is written, and what was is undone below.
      const writing = () => progress.problems.length === 0 || options.acceptValid;
      for (const chunk of chunks(rows(), CHUNK_ROWS)) {
        const ids = chunk.flatMap((row) => stocked.get(rowKey(row, site.dealerships) ?? "")?.id ?? []);
        const existing = new Map((await tx.getByIds(ids)).map((car) => [keyOf(car.dealership_id, car.stocknum), car]));
        const writes = planRows(chunk, (key) => existing.get(key), context, progress);
        if (writing()) await tx.upsert(writes);
      }
      if (options.feed.full) {
        const sell = carsToSell(stocked.values(), index, progress).map((car) => car.id);
        for (const ids of chunks(sell, CHUNK_ROWS)) {
          const sold = (await tx.getByIds(ids)).map((car) => soldVersion(car, started));
          if (writing()) await tx.upsert(sold);
        }
      }
      const report = importReport(site, options, progress, photos, started, writing());
      if (report.outcome === "rejected") throw new RejectedFeed(report);
      await options.alongside?.(tx.db);
      await recordImport(tx, report);
      return report;
    });
  } catch (error) {
    if (!(error instanceof RejectedFeed)) throw error;
    await stock.transaction((tx) => recordImport(tx, error.report));
    return error.report;
  }
}

function importReport(site: ImportSite, options: ImportOptions, progress: PlanProgress, photos: PhotoReport | undefined, started: string, applied: boolean): ImportReport {
  return {
    site: site.slug,
    source: options.source,
    full: options.feed.full,
    outcome: applied ? "applied" : "rejected",
    counts: progress.counts,
    problems: progress.problems,
    ...(photos && { photos }),
    started_at: started,
    finished_at: new Date().toISOString(),
  };
}

/** The dealerships' cars as matching needs them, keyed by stock number, read a page at a time. */
async function stockedCars(tx: StockTransaction, dealershipIds: readonly number[]): Promise<Map<string, StockedCar>> {
  const stocked = new Map<string, StockedCar>();
  for (let afterId = 0; ; ) {
    const page = await tx.pageOfDealerships(dealershipIds, afterId, CHUNK_ROWS);
    for (const { id, dealership_id, stocknum, status, sold } of page) stocked.set(keyOf(dealership_id, stocknum), { id, dealership_id, stocknum, status, sold });
    if (page.length < CHUNK_ROWS) return stocked;
    afterId = page.at(-1)!.id;
  }
}

/** Passes the rows on, keeping those that name photos (they are taken in before the transaction). */
function* keepPhotoRows(rows: Iterable<FeedRow>, named: FeedRow[]): Generator<FeedRow> {
  for (const row of rows) {
    if (namesPhotos(row)) named.push(row);
    yield row;
  }
}

function* chunks<T>(items: Iterable<T>, size: number): Generator<T[]> {
  let chunk: T[] = [];
  for (const item of items) {
    chunk.push(item);
    if (chunk.length === size) {
      yield chunk;
      chunk = [];
    }
  }
  if (chunk.length > 0) yield chunk;
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
