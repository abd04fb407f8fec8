import { format, isValid, parse, parseISO } from "date-fns";
import type { FeedProblem } from "../../stock/feed/feed-problem.ts";
import type { ReviewInput } from "../review-store.ts";
import type { ReviewRow } from "./review-rows.ts";

const MAX_TEXT = 10_000;
const MAX_NAME = 200;

export interface RowContext {
  /** Slugs of the site's locations. */
  locations: ReadonlySet<string>;
  /** The location of reviews that name none (--location); null: each must name its own. */
  location: string | null;
}

/** A row as a review to store, or the problems that keep it out (each naming its row and field). */
export function reviewOfRow(row: ReviewRow, context: RowContext): { review: ReviewInput } | { problems: FeedProblem[] } {
  const problems: FeedProblem[] = [];
  const problem = (field: string, message: string) => problems.push({ where: row.where, field, message });
  const { fields } = row;
  if ("" in fields) return { problems: [{ where: row.where, field: "", message: "expected a review object" }] };

  const id = fields.id;
  const sourceId = typeof id === "string" || typeof id === "number" ? String(id).trim() : "";
  if (!sourceId) problem("id", "required: the review's id in the export");
  const name = typeof fields.customer_name === "string" ? fields.customer_name.trim() : "";
  if (!name) problem("customer_name", "required");
  else if (name.length > MAX_NAME) problem("customer_name", `longer than ${MAX_NAME} characters`);
  const rating = typeof fields.rating === "string" ? Number(fields.rating.trim()) : fields.rating;
  if (typeof rating !== "number" || !Number.isInteger(rating) || rating < 1 || rating > 5) problem("rating", `expected a whole number of stars from 1 to 5, got ${JSON.stringify(fields.rating ?? null)}`);
  const text = optionalText(fields, "text", problem);
  const replyText = optionalText(fields, "reply_text", problem);
  const reviewDate = optionalDate(fields, "review_date", problem);
  const replyDate = optionalDate(fields, "reply_date", problem);
  const location = typeof fields.location === "string" && fields.location.trim() ? fields.location.trim() : context.location;
  if (location === null) problem("location", "required: name the location's slug in the row, or give --location");
  else if (!context.locations.has(location)) problem("location", `the site has no location "${location}"`);

  if (problems.length > 0) return { problems };
  return {
    review: {
      source: "import",
      source_id: sourceId,
      location_slug: location!,
      customer_name: name,
      text,
      rating: rating as number,
      review_date: reviewDate,
      reply_text: replyText,
      reply_date: replyDate,
    },
  };
}

type Report = (field: string, message: string) => void;

function optionalText(fields: Record<string, unknown>, field: string, problem: Report): string | null {
  const value = fields[field];
  if (value === undefined || value === null || value === "") return null;
  if (typeof value !== "string") {
    problem(field, "expected text");
    return null;
  }
  if (value.length > MAX_TEXT) problem(field, `longer than ${MAX_TEXT} characters`);
  return value.trim() || null;
}

/** An ISO 8601 date or time as given, or the spec's dd/MM/yyyy as yyyy-MM-dd. */
function optionalDate(fields: Record<string, unknown>, field: string, problem: Report): string | null {
  const value = fields[field];
  if (value === undefined || value === null || value === "") return null;
  if (typeof value === "string") {
    const trimmed = value.trim();
    if (/^\d{4}-\d{2}-\d{2}/.test(trimmed) && isValid(parseISO(trimmed))) return trimmed;
    const local = parse(trimmed, "dd/MM/yyyy", new Date(0));
    if (/^\d{2}\/\d{2}\/\d{4}$/.test(trimmed) && isValid(local)) return format(local, "yyyy-MM-dd");
  }
  problem(field, `expected a date (2026-03-01, an ISO 8601 time or 01/03/2026), got ${JSON.stringify(value)}`);
  return null;
}
