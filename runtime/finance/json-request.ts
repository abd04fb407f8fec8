import { jsonResponse as json } from "../server/json-response.ts";
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

export { jsonResponse as json } from "../server/json-response.ts";

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

/** Reads and validates a JSON body: the value, or a 4xx Response naming each bad field (never throws). */
export async function readJsonBody<T>(request: Request, validate: ValidateFunction<T>): Promise<T | Response> {
  const text = await request.text().catch(() => null);
  if (text === null) return badRequest([{ field: "body", message: "could not be read" }]);
  if (new TextEncoder().encode(text).length > MAX_BODY_BYTES) {
    return badRequest([{ field: "body", message: `must be at most ${MAX_BODY_BYTES} bytes` }], 413);
  }
  let value: unknown;
  try {
    value = JSON.parse(text);
  } catch {
    return badRequest([{ field: "body", message: "must be JSON" }]);
  }
  if (!validate(value)) {
    const errors = (validate.errors ?? []).map((e) => ({ field: fieldOf(e), message: messageOf(e) }));
    const unique = errors.filter((e, i) => errors.findIndex((o) => o.field === e.field) === i);
    return badRequest(unique);
  }
  return value;
}
