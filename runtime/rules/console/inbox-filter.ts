import { TZDate } from "@date-fns/tz";
import { LEAD_PROGRESS, type LeadProgress } from "./staff-role.ts";
import { listPage, listQuery, locationId, queryText } from "./list-query.ts";

/** What the inbox's GET form asks for; every field is optional and a bad value is dropped, never an error. */
export interface InboxFilter {
  category: string | null;
  progress: LeadProgress | null;
  /** Wall-clock dates (YYYY-MM-DD) in the dealer's time zone, both days included. */
  from: string | null;
  to: string | null;
  /** A location id of the site: the lead's car's location, or the one the shopper chose. */
  location: number | null;
  /** A staff member's id, `none` for leads nobody has, or null for any. */
  assigned: string | null;
  /** Free text looked for in the lead's answers, case aside. */
  text: string | null;
  /** 1-based page of the list. */
  page: number;
}

const DATE = /^\d{4}-\d{2}-\d{2}$/;
const MAX_TEXT = 100;

/** Reads the inbox's query string: the same filter serves the list, its pages and its CSV export. */
export function readInboxFilter(query: URLSearchParams): InboxFilter {
  const field = (name: string, max = 200) => queryText(query, name, max);
  const progress = field("status");
  return {
    category: field("category"),
    progress: LEAD_PROGRESS.includes(progress as LeadProgress) ? (progress as LeadProgress) : null,
    location: locationId(field("location")),
    from: validDate(field("from")),
    to: validDate(field("to")),
    assigned: field("assigned", 64),
    text: field("q", MAX_TEXT),
    page: listPage(query),
  };
}

function validDate(value: string | null): string | null {
  return value && DATE.test(value) && !Number.isNaN(Date.parse(`${value}T00:00:00Z`)) ? value : null;
}

/** The filter as a query string (page left out unless asked), for links to other pages and the export. */
export function inboxQuery(filter: InboxFilter, page?: number): string {
  const { category, progress, location, from, to, assigned, text } = filter;
  return listQuery({ category, status: progress, location, from, to, assigned, q: text }, page);
}

/**
 * The instants (ISO 8601, UTC) a filter's dates cover in the dealer's time zone: from the start of `from` up to,
 * not including, the start of the day after `to`.
 */
export function dateBounds(filter: Pick<InboxFilter, "from" | "to">, timeZone: string): { since: string | null; before: string | null } {
  const startOf = (date: string, addDays = 0) => {
    const [year, month, day] = date.split("-").map(Number) as [number, number, number];
    return new Date(new TZDate(year, month - 1, day + addDays, timeZone).getTime()).toISOString();
  };
  return { since: filter.from ? startOf(filter.from) : null, before: filter.to ? startOf(filter.to, 1) : null };
}
