import { formatProblem, type FeedProblem } from "./feed-problem.ts";

export interface ImportCounts {
  added: number;
  updated: number;
  /** Cars that became sold: missing from a full feed, or sold by the feed. */
  sold: number;
  unchanged: number;
  rejected: number;
}

/** The photos an import's feed named: taken in now, unchanged since they were, and each that failed with why. */
export interface PhotoReport {
  added: number;
  unchanged: number;
  failed: { where: string; photo: string; message: string }[];
}

/** What one import did (or, rejected, would have done), as printed and stored for `npm run stock:status`. */
export interface ImportReport {
  site: string;
  /** Where the feed came from: `file:stock.csv`, `api:put`, `api:patch`, `pull:dms`, `demo`. */
  source: string;
  full: boolean;
  /** applied: the stock changed as counted; rejected: problems kept it as it was; failed: no feed was read. */
  outcome: "applied" | "rejected" | "failed";
  counts: ImportCounts;
  problems: FeedProblem[];
  /** Present when the feed named photos; a photo that failed never failed its car. */
  photos?: PhotoReport;
  started_at: string;
  finished_at: string;
}

export const NO_COUNTS: ImportCounts = { added: 0, updated: 0, sold: 0, unchanged: 0, rejected: 0 };

/** The report as text: a heading, the counts, then every problem on a line of its own. */
export function formatReport(report: ImportReport): string {
  const { added, updated, sold, unchanged, rejected } = report.counts;
  const counts = `added ${added}, updated ${updated}, sold ${sold}, unchanged ${unchanged}, rejected ${rejected}`;
  const heading = `${report.site} ${report.source} (${report.full ? "full feed" : "changes only"}) at ${report.finished_at}:`;
  const outcome = {
    applied: counts,
    rejected: `rejected, nothing changed (${report.problems.length} problem(s); --accept-valid applies the valid rows). It would have: ${counts}`,
    failed: "failed, nothing changed",
  }[report.outcome];
  const photos = report.photos;
  return [
    `${heading} ${outcome}`,
    ...report.problems.map((problem) => `  ${formatProblem(problem)}`),
    ...(photos ? [`photos: added ${photos.added}, unchanged ${photos.unchanged}, failed ${photos.failed.length}`] : []),
    ...(photos?.failed ?? []).map((failure) => `  ${failure.where}  ${failure.photo || "photos"}  ${failure.message}`),
  ].join("\n");
}
