import { SearchError } from "../search-error.ts";
import { checkBodyDepth, checkBodySize } from "./limits.ts";

/**
 * A request body as JSON, whatever its content type (browsers send text/plain to skip the CORS preflight),
 * within the body's size and nesting limits.
 */
export function bodyJson(text: string): unknown {
  if (text.trim() === "") throw new SearchError(400, "The request body is empty");
  checkBodySize(text);
  let body: unknown;
  try {
    body = JSON.parse(text);
  } catch {
    throw new SearchError(400, "The request body is not valid JSON");
  }
  checkBodyDepth(body);
  return body;
}
