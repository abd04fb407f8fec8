import { jsonResponse } from "../../http/json-response.ts";
import { SearchError } from "../search-error.ts";

/**
 * CORS for browsers calling the search host directly (Algolia's browser client sends simple requests): a
 * preflight's answer.
 */
const CORS_HEADERS: Record<string, string> = {
  "access-control-allow-origin": "*",
  "access-control-allow-methods": "GET, POST, OPTIONS",
  "access-control-allow-headers": "content-type, x-algolia-api-key, x-algolia-application-id, x-algolia-agent, x-algolia-usertoken",
  "access-control-max-age": "86400",
};

/** Of CORS, a browser reads only the allowed origin on an answer; the rest belongs to the preflight's. */
const ANSWER_HEADERS: Record<string, string> = { "access-control-allow-origin": "*" };

function jsonAnswer(body: unknown, status = 200): Response {
  return jsonResponse(body, status, ANSWER_HEADERS);
}

/** An answer already serialised (the multi-query's, which the service caches as text). */
export function jsonTextAnswer(text: string): Response {
  return new Response(text, { status: 200, headers: { "content-type": "application/json; charset=utf-8", "cache-control": "no-store", ...ANSWER_HEADERS } });
}

export function preflightResponse(): Response {
  return new Response(null, { status: 204, headers: CORS_HEADERS });
}

/** Protocol errors as `{message, status}`; anything else is a bug and stays a 500. */
export function errorResponse(error: unknown): Response {
  if (error instanceof SearchError) return jsonAnswer({ message: error.message, status: error.status }, error.status);
  throw error;
}

/** The API key from the headers or, as browsers send it, the query string; names are case-insensitive. */
export function apiKeyOf(request: Request, url: URL): string | null {
  const header = request.headers.get("x-algolia-api-key");
  if (header) return header;
  for (const [name, value] of url.searchParams) if (name.toLowerCase() === "x-algolia-api-key" && value) return value;
  return null;
}

export function decodeSegment(segment: string): string {
  try {
    return decodeURIComponent(segment);
  } catch {
    throw new SearchError(400, `Invalid path segment: ${segment}`);
  }
}
