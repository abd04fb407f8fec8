import { jsonResponse } from "./json-response.ts";
import { readLimitedBody } from "./read-limited-body.ts";

// Refusals of a JSON API body, the same on every API: `{ errors: [{ field, message }] }`.
export const TOO_LARGE = "Request body too large";
export const NOT_UTF8 = "Request body must be UTF-8 text";
export const JSON_ONLY = "Content-Type must be application/json";
export const NOT_JSON = "Request body must be JSON";

export type Refused = { ok: false; response: Response };

const refusal = (status: number, field: string, message: string): Refused => ({
  ok: false,
  response: jsonResponse({ errors: [{ field, message }] }, status),
});

const UNREADABLE = {
  // The platform's own 413 shape (`message`, `status`: a body over the server's limit gets it before any route),
  // with the API's `errors` beside it.
  "too-large": (): Refused => ({
    ok: false,
    response: jsonResponse({ message: TOO_LARGE, status: 413, errors: [{ field: "body", message: TOO_LARGE }] }, 413),
  }),
  "not-utf8": () => refusal(400, "body", NOT_UTF8),
  unreadable: () => refusal(400, "body", "Request body could not be read"),
};

/** A JSON API's body as text: at most `limitBytes` (413) of UTF-8 (400). */
export async function readBodyText(request: Request, limitBytes: number): Promise<{ ok: true; text: string } | Refused> {
  const body = await readLimitedBody(request, limitBytes);
  return body.ok ? body : UNREADABLE[body.reason]();
}

/**
 * The body of a JSON API post: `application/json` only (415 otherwise, so a form or text post from another page
 * is never read as the API's input), and JSON that parses (400).
 */
export function parseJsonBody(request: Request, text: string): { ok: true; body: unknown } | Refused {
  const type = (request.headers.get("content-type") ?? "").split(";")[0]!.trim().toLowerCase();
  if (type !== "application/json") return refusal(415, "Content-Type", JSON_ONLY);
  try {
    return { ok: true, body: JSON.parse(text) };
  } catch {
    return refusal(400, "body", NOT_JSON);
  }
}

/** readBodyText, then parseJsonBody: the parsed body of a JSON API post, or the refusal to answer with. */
export async function readJsonBody(request: Request, limitBytes: number): Promise<{ ok: true; body: unknown } | Refused> {
  const read = await readBodyText(request, limitBytes);
  return read.ok ? parseJsonBody(request, read.text) : read;
}
