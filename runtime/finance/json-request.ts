import { jsonResponse as json } from "../http/json-response.ts";
import { readJsonBody as readJson } from "../http/read-json-body.ts";
import { Ajv2020, type ErrorObject, type ValidateFunction } from "ajv/dist/2020.js";

/** One problem with one field of a request body. */
export interface FieldError {
  field: string;
  message: string;
}

const MAX_BODY_BYTES = 16 * 1024;
const ajv = new Ajv2020({ allErrors: true, useDefaults: true, strict: true });

export function compileBodySchema<T>(schema: object): ValidateFunction<T> {
  return ajv.compile<T>(schema);
}

export { jsonResponse as json } from "../http/json-response.ts";

export function badRequest(errors: FieldError[], status = 400): Response {
  return json({ errors }, status);
}

function fieldOf(error: ErrorObject): string {
  const path = error.instancePath.split("/").slice(1).join(".");
  const child = (error.params as { missingProperty?: string; additionalProperty?: string }).missingProperty
    ?? (error.params as { additionalProperty?: string }).additionalProperty;
  if (child) return path ? `${path}.${child}` : child;
  return path || "body";
}

function messageOf(error: ErrorObject): string {
  if (error.keyword === "additionalProperties") return "is not a known field";
  if (error.keyword === "required") return "is required";
  return error.message ?? "is invalid";
}

/**
 * Reads and validates a JSON body: the value, or a 4xx Response naming each bad field (never throws). A body that
 * is not JSON, not UTF-8 or too large is refused as the lead API refuses it.
 */
export async function readJsonBody<T>(request: Request, validate: ValidateFunction<T>): Promise<T | Response> {
  const read = await readJson(request, MAX_BODY_BYTES);
  if (!read.ok) return read.response;
  const value = read.body;
  if (!validate(value)) {
    const errors = (validate.errors ?? []).map((e) => ({ field: fieldOf(e), message: messageOf(e) }));
    const unique = errors.filter((e, i) => errors.findIndex((o) => o.field === e.field) === i);
    return badRequest(unique);
  }
  return value;
}
