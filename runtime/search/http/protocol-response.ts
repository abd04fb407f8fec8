import { SearchError } from "../search-error.ts";
import type { TextAnswer, TextRequest } from "../../types/index.ts";

/**
 * CORS for browsers calling the search host directly (Algolia's browser client sends simple requests): a
 * preflight's answer.
 */
export const CORS_HEADERS: Record<string, string> = {
  "access-control-allow-origin": "*",
  "access-control-allow-methods": "GET, POST, OPTIONS",
  "access-control-allow-headers": "content-type, x-algolia-api-key, x-algolia-application-id, x-algolia-agent, x-algolia-usertoken",
  "access-control-max-age": "86400",
};

/**
 * An answer's headers: of CORS, a browser reads only the allowed origin on an answer; the preflight's methods,
 * headers and max-age would be 150-odd bytes more on every search.
 */
const JSON_HEADERS: Record<string, string> = { "access-control-allow-origin": "*", "content-type": "application/json; charset=utf-8" };

export function jsonAnswer(status: number, body: unknown): TextAnswer {
  return jsonTextAnswer(status, JSON.stringify(body));
}

/** `bytes`: the text's length in UTF-8 when the writer counted it (see TextAnswer). */
export function jsonTextAnswer(status: number, text: string, bytes?: number): TextAnswer {
  return { status, headers: JSON_HEADERS, body: text, bytes };
}

export function preflightResponse(): Response {
  return new Response(null, { status: 204, headers: CORS_HEADERS });
}

/** Protocol errors as `{message, status}`; anything else is a bug and stays a 500. */
export function errorAnswer(error: unknown): TextAnswer {
  if (error instanceof SearchError) return jsonAnswer(error.status, { message: error.message, status: error.status });
  throw error;
}

/** The API key from the headers or, as browsers send it, the query string; names are case-insensitive. */
export function apiKeyOf(request: TextRequest, url: URL): string | null {
  const header = request.header("x-algolia-api-key");
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
