import { jsonResponse as platformJson } from "../server/json-response.ts";
import type { LeadFieldError } from "./lead-types.ts";

export function jsonResponse(status: number, body: unknown, headers: Record<string, string> = {}): Response {
  return platformJson(body, status, headers);
}

/** Every refusal of the lead API: `{ errors: [{ field, message }] }`, one entry per bad field. */
export function errorResponse(status: number, errors: LeadFieldError[], headers: Record<string, string> = {}): Response {
  return jsonResponse(status, { errors }, headers);
}

export function singleError(status: number, field: string, message: string, headers: Record<string, string> = {}): Response {
  return errorResponse(status, [{ field, message }], headers);
}
