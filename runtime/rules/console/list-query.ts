/** What the console's lists (inbox, stock, reservations) read from and write to their query strings. */

const MAX_PAGE = 10_000;

/** A text field of a list's query, trimmed; null when empty or longer than `max`. */
export function queryText(query: URLSearchParams, name: string, max: number): string | null {
  const value = (query.get(name) ?? "").trim();
  return value && value.length <= max ? value : null;
}

/** A list's 1-based page: a whole number up to MAX_PAGE, else the first. */
export function listPage(query: URLSearchParams): number {
  const page = Number(query.get("page"));
  return Number.isInteger(page) && page >= 1 && page <= MAX_PAGE ? page : 1;
}

/** A location filter's id (a positive whole number), or null for any location. */
export function locationId(value: string | null): number | null {
  const id = Number(value);
  return value !== null && Number.isInteger(id) && id > 0 ? id : null;
}

/** A filter as a query string: the fields set, in order (the page left out unless past the first); "" for none. */
export function listQuery(fields: Record<string, string | number | null>, page?: number): string {
  const query = new URLSearchParams();
  for (const [name, value] of Object.entries(fields)) if (value) query.set(name, String(value));
  if (page && page > 1) query.set("page", String(page));
  const text = query.toString();
  return text ? `?${text}` : "";
}
