import type { Database } from "../../types/services.ts";
import type { Site } from "../../types/index.ts";
import { decodeFeed } from "../../stock/feed/decode-feed.ts";
import { formatProblem, type FeedProblem } from "../../stock/feed/feed-problem.ts";
import { saveReviews, type ReviewInput } from "../review-store.ts";
import { readCsvReviews, readJsonReviews } from "./review-rows.ts";
import { reviewOfRow } from "./review-fields.ts";

export interface ReviewImportOptions {
  format: "csv" | "json";
  /** The location of rows that name none. */
  location: string | null;
  /** Import the good rows even when others have problems (by default one problem rejects the file). */
  acceptValid: boolean;
}

export interface ReviewImportReport {
  outcome: "applied" | "rejected";
  read: number;
  added: number;
  updated: number;
  problems: FeedProblem[];
}

/**
 * Imports a dealer's reviews export into a site's stored reviews, published, in one transaction: a review seen
 * before (same id) is updated with its new text and reply. Every problem is reported with its row and field.
 */
export async function importReviews(db: Database, site: Pick<Site, "slug" | "locations">, bytes: Uint8Array, options: ReviewImportOptions, now: Date): Promise<ReviewImportReport> {
  const decoded = decodeFeed(bytes, "utf-8");
  const read = options.format === "csv" ? readCsvReviews(decoded.text, decoded.badLines) : readJsonReviews(decoded.text);
  const problems = [...decoded.problems, ...read.problems];
  // A file that cannot be read as a whole (bad JSON, a missing column) is reported as such, not row by row.
  if (read.problems.some((problem) => problem.where === "file" || problem.where === "header")) return { outcome: "rejected", read: read.rows.length, added: 0, updated: 0, problems };
  const context = { locations: new Set(site.locations.map((location) => location.slug)), location: options.location };
  const reviews: ReviewInput[] = [];
  const seen = new Set<string>();
  for (const row of read.rows) {
    const result = reviewOfRow(row, context);
    if ("problems" in result) problems.push(...result.problems);
    else if (seen.has(result.review.source_id)) problems.push({ where: row.where, field: "id", message: `review ${result.review.source_id} is in the file twice` });
    else {
      seen.add(result.review.source_id);
      reviews.push(result.review);
    }
  }
  if ((problems.length > 0 && !options.acceptValid) || reviews.length === 0) {
    if (reviews.length === 0 && problems.length === 0) problems.push({ where: "file", field: "", message: "no reviews in the file" });
    return { outcome: "rejected", read: read.rows.length, added: 0, updated: 0, problems };
  }
  const { added, updated } = await db.transaction().execute((trx) => saveReviews(trx, site.slug, reviews, "published", now));
  return { outcome: "applied", read: read.rows.length, added, updated, problems };
}

/** The report as the command prints it: the outcome, then one line per problem. */
export function formatReviewReport(report: ReviewImportReport): string {
  const head =
    report.outcome === "applied"
      ? `Imported ${report.added + report.updated} of ${report.read} reviews: ${report.added} new, ${report.updated} updated.`
      : `Rejected: nothing imported (${report.read} reviews read, ${report.problems.length} problems; --accept-valid imports the good ones).`;
  return [head, ...report.problems.map(formatProblem)].join("\n");
}
