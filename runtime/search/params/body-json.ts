import { SearchError } from "../search-error.ts";

/** A request body as JSON, whatever its content type (browsers send text/plain to skip the CORS preflight). */
export function bodyJson(text: string): unknown {
  if (text.trim() === "") throw new SearchError(400, "The request body is empty");
  try {
    return JSON.parse(text);
  } catch {
    throw new SearchError(400, "The request body is not valid JSON");
  }
}
