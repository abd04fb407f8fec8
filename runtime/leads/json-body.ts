import { singleError } from "./lead-responses.ts";

export const JSON_ONLY = "Content-Type must be application/json";
export const NOT_JSON = "Request body must be JSON";

/**
 * The body of a JSON API post: `application/json` only (415 otherwise, so a form or text post from another page
 * is never read as a lead), and JSON that parses (400).
 */
export function parseJsonBody(request: Request, text: string): { ok: true; body: unknown } | { ok: false; response: Response } {
  const type = (request.headers.get("content-type") ?? "").split(";")[0]!.trim().toLowerCase();
  if (type !== "application/json") return { ok: false, response: singleError(415, "Content-Type", JSON_ONLY) };
  try {
    return { ok: true, body: JSON.parse(text) };
  } catch {
    return { ok: false, response: singleError(400, "body", NOT_JSON) };
  }
}
