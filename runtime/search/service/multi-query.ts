import { SearchError } from "../search-error.ts";
import { searchFacetValues } from "../query/search-facet-values.ts";
import { resolveRequest } from "./resolve-request.ts";
import type { Access } from "../keys/access.ts";
import type { SearchEngine } from "../query/search-engine.ts";
import type { PreparedResponse } from "../query/write-results.ts";

/**
 * `POST /1/indexes/*\/queries`: one result per request, in order. Every request is checked before any runs,
 * so a bad one fails the whole call with its 4xx, as Algolia does.
 */
export function runMultiQuery(engine: SearchEngine, access: Access, body: unknown, primary: string): PreparedResponse {
  if (typeof body !== "object" || body === null || !Array.isArray((body as { requests?: unknown }).requests)) {
    throw new SearchError(400, "requests must be an array");
  }
  const entries = (body as { requests: unknown[] }).requests.map((entry, position) => resolveRequest(entry, position, access, primary));
  return {
    results: entries.map(({ request, facet }) => (facet === null ? engine.search(request) : searchFacetValues(engine, request, facet))),
  };
}
