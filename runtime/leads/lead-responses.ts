import { jsonResponse } from "../http/json-response.ts";
import type { LeadFieldError } from "../forms/lead-types.ts";

/** Every refusal of the lead API: `{ errors: [{ field, message }] }`, one entry per bad field. */
export function errorResponse(status: number, errors: LeadFieldError[], headers: Record<string, string> = {}): Response {
  return jsonResponse({ errors }, status, headers);
}

export function singleError(status: number, field: string, message: string, headers: Record<string, string> = {}): Response {
  return errorResponse(status, [{ field, message }], headers);
}
