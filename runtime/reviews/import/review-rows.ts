import { readCsv } from "../../site/csv-reader.ts";
import type { FeedProblem } from "../../stock/feed/feed-problem.ts";

/** One review of a file as read: its fields by name, and where it is for problems ("line 4", "review 3"). */
export interface ReviewRow {
  where: string;
  fields: Record<string, unknown>;
}

export interface ReviewRows {
  rows: ReviewRow[];
  /** Problems of the file itself (syntax, header, bad lines), not of one review. */
  problems: FeedProblem[];
}

const CSV_COLUMNS = ["id", "customer_name", "text", "rating", "review_date", "reply_text", "reply_date", "location"];
const REQUIRED_COLUMNS = ["id", "customer_name", "rating"];

/** A CSV export: a header row of the spec's Review field names (and optionally `location`), then one review a row. */
export function readCsvReviews(text: string, badLines: ReadonlySet<number>): ReviewRows {
  const problems: FeedProblem[] = [];
  const rows: ReviewRow[] = [];
  let header: string[] | null = null;
  for (const item of readCsv(text)) {
    if ("problem" in item) {
      problems.push(item.problem);
      continue;
    }
    const { line, cells } = item.record;
    if (badLines.has(line)) continue;
    if (!header) {
      header = cells.map((cell) => cell.trim().toLowerCase());
      for (const column of REQUIRED_COLUMNS) if (!header.includes(column)) problems.push({ where: "header", field: column, message: "this column is missing" });
      for (const column of header) if (!CSV_COLUMNS.includes(column)) problems.push({ where: "header", field: column, message: `unknown column (known: ${CSV_COLUMNS.join(", ")})` });
      continue;
    }
    const fields: Record<string, unknown> = {};
    header.forEach((column, i) => {
      const cell = cells[i]?.trim();
      if (cell) fields[column] = cell;
    });
    rows.push({ where: `line ${line}`, fields });
  }
  if (!header) problems.push({ where: "file", field: "", message: "no header row" });
  return { rows, problems };
}

const GOOGLE_STARS: Record<string, number> = { ONE: 1, TWO: 2, THREE: 3, FOUR: 4, FIVE: 5 };

/**
 * A JSON export: Google Business Profile's (`{ "reviews": [{ reviewId, reviewer.displayName, starRating: "FIVE",
 * comment, createTime, reviewReply }] }`), or an array of reviews with the spec's field names.
 */
export function readJsonReviews(text: string): ReviewRows {
  let parsed: unknown;
  try {
    parsed = JSON.parse(text);
  } catch (error) {
    return { rows: [], problems: [{ where: "file", field: "", message: `not valid JSON: ${(error as Error).message}` }] };
  }
  const list = Array.isArray(parsed) ? parsed : isObject(parsed) && Array.isArray(parsed.reviews) ? parsed.reviews : null;
  if (!list) return { rows: [], problems: [{ where: "file", field: "", message: 'expected an array of reviews or Google\'s { "reviews": [...] }' }] };
  return { rows: list.map((item, i) => ({ where: `review ${i + 1}`, fields: isObject(item) ? fromGoogle(item) : { "": item } })), problems: [] };
}

/** Google's field names to the spec's; a review already in the spec's names passes through. */
function fromGoogle(item: Record<string, unknown>): Record<string, unknown> {
  if (!("reviewId" in item) && !("starRating" in item)) return item;
  const reviewer = isObject(item.reviewer) ? item.reviewer : {};
  const reply = isObject(item.reviewReply) ? item.reviewReply : {};
  const stars = item.starRating;
  return {
    id: item.reviewId,
    customer_name: reviewer.displayName,
    text: item.comment,
    rating: typeof stars === "string" && stars in GOOGLE_STARS ? GOOGLE_STARS[stars] : stars,
    review_date: item.createTime,
    reply_text: reply.comment,
    reply_date: reply.updateTime,
    ...(item.location !== undefined ? { location: item.location } : {}),
  };
}

function isObject(value: unknown): value is Record<string, unknown> {
  return typeof value === "object" && value !== null && !Array.isArray(value);
}
