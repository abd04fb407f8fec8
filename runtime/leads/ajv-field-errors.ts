import type { ErrorObject } from "ajv";
import { fieldMessage } from "../forms/error-messages.ts";
import type { LeadFieldError } from "../forms/lead-types.ts";

/**
 * Turns Ajv errors into one message per field. `prefix` is the JSON pointer of the object whose properties
 * are the fields (`/userData` for a lead body, `` for form values); anything outside it is named by its
 * top-level key, or `body` for the request itself.
 */
export function ajvFieldErrors(errors: readonly ErrorObject[], prefix: string, termsMessage: string): LeadFieldError[] {
  const byField = new Map<string, string>();
  for (const error of errors) {
    const field = fieldOf(error, prefix);
    if (byField.has(field)) continue;
    byField.set(field, fieldMessage({ field, keyword: error.keyword, params: error.params }, termsMessage));
  }
  return [...byField].map(([field, message]) => ({ field, message }));
}

function fieldOf(error: ErrorObject, prefix: string): string {
  const path = [...segments(error.instancePath)];
  if (error.keyword === "required") path.push(String(error.params.missingProperty));
  if (error.keyword === "additionalProperties") path.push(String(error.params.additionalProperty));
  const inside = segments(prefix);
  const within = inside.every((segment, i) => path[i] === segment) && path.length > inside.length;
  if (within) return path[inside.length]!;
  return path[0] ?? "body";
}

function segments(pointer: string): string[] {
  if (pointer === "") return [];
  return pointer
    .slice(1)
    .split("/")
    .map((s) => s.replaceAll("~1", "/").replaceAll("~0", "~"));
}
