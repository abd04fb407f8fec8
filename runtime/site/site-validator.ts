/** The compiled site schema (schemas/site.schema.json), compiled once per process and reused. */
import { readFileSync } from "node:fs";
import { fileURLToPath } from "node:url";
import type { ValidateFunction } from "ajv/dist/2020.js";
import { createAjv } from "./create-ajv.ts";

export const SITE_SCHEMA_FILE = fileURLToPath(new URL("../../schemas/site.schema.json", import.meta.url));

let compiled: ValidateFunction | undefined;

/** Validates in place: schema defaults are written into the document. */
export function siteValidator(): ValidateFunction {
  if (!compiled) {
    const schema = JSON.parse(readFileSync(SITE_SCHEMA_FILE, "utf8")) as Record<string, unknown>;
    compiled = createAjv({ useDefaults: true }).compile(schema);
  }
  return compiled;
}
