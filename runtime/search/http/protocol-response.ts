import { bufferedResponse } from "../../server/buffered-response.ts";
import { bodyJson } from "../params/body-json.ts";
import { SearchError } from "../search-error.ts";

/** CORS for browsers calling the search host directly (Algolia's browser client sends simple requests). */
export const CORS_HEADERS: Record<string, string> = {
  "access-control-allow-origin": "*",
  "access-control-allow-methods": "GET, POST, OPTIONS",
  "access-control-allow-headers": "content-type, x-algolia-api-key, x-algolia-application-id, x-algolia-agent, x-algolia-usertoken",
  "access-control-max-age": "86400",
};

export function jsonResponse(status: number, body: unknown): Response {
  return jsonTextResponse(status, JSON.stringify(body));
}

export function jsonTextResponse(status: number, text: string): Response {
  return bufferedResponse(text, {
    status,
    headers: { ...CORS_HEADERS, "content-type": "application/json; charset=utf-8" },
  });
}

export function preflightResponse(): Response {
  return new Response(null, { status: 204, headers: CORS_HEADERS });
}

/** Protocol errors as `{message, status}`; anything else is a bug and stays a 500. */
export function errorResponse(error: unknown): Response {
  if (error instanceof SearchError) return jsonResponse(error.status, { message: error.message, status: error.status });
  throw error;
}

/** The API key from the headers or, as browsers send it, the query string; names are case-insensitive. */
export function apiKeyOf(request: Request, url: URL): string | null {
  const header = request.headers.get("x-algolia-api-key");
  if (header) return header;
  for (const [name, value] of url.searchParams) if (name.toLowerCase() === "x-algolia-api-key" && value) return value;
  return null;
}

/** The request's body as JSON (see bodyJson). */
export async function jsonBody(request: Request): Promise<unknown> {
  return bodyJson(await request.text());
}

export function decodeSegment(segment: string): string {
  try {
    return decodeURIComponent(segment);
  } catch {
    throw new SearchError(400, `Invalid path segment: ${segment}`);
  }
}
