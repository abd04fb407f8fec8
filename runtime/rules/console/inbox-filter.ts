import { TZDate } from "@date-fns/tz";
import { LEAD_PROGRESS, type LeadProgress } from "./staff-role.ts";

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
const MAX_PAGE = 10_000;

/** Reads the inbox's query string: the same filter serves the list, its pages and its CSV export. */
export function readInboxFilter(query: URLSearchParams): InboxFilter {
  const field = (name: string, max = 200) => {
    const value = (query.get(name) ?? "").trim();
    return value && value.length <= max ? value : null;
  };
  const progress = field("status");
  const page = Number(query.get("page"));
  return {
    category: field("category"),
    progress: LEAD_PROGRESS.includes(progress as LeadProgress) ? (progress as LeadProgress) : null,
    location: locationId(field("location")),
    from: validDate(field("from")),
    to: validDate(field("to")),
    assigned: field("assigned", 64),
    text: field("q", MAX_TEXT),
    page: Number.isInteger(page) && page >= 1 && page <= MAX_PAGE ? page : 1,
  };
}

/** A location filter's id (a positive whole number), or null for any location. */
export function locationId(value: string | null): number | null {
  const id = Number(value);
  return value !== null && Number.isInteger(id) && id > 0 ? id : null;
}

function validDate(value: string | null): string | null {
  return value && DATE.test(value) && !Number.isNaN(Date.parse(`${value}T00:00:00Z`)) ? value : null;
}

/** The filter as a query string (page left out unless asked), for links to other pages and the export. */
export function inboxQuery(filter: InboxFilter, page?: number): string {
  const query = new URLSearchParams();
  if (filter.category) query.set("category", filter.category);
  if (filter.progress) query.set("status", filter.progress);
  if (filter.location) query.set("location", String(filter.location));
  if (filter.from) query.set("from", filter.from);
  if (filter.to) query.set("to", filter.to);
  if (filter.assigned) query.set("assigned", filter.assigned);
  if (filter.text) query.set("q", filter.text);
  if (page && page > 1) query.set("page", String(page));
  const text = query.toString();
  return text ? `?${text}` : "";
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
