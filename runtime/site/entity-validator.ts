/**
 * Validators for the entity schemas (schemas/*.schema.json, e.g. car.schema.json), with every entity
 * registered so `$ref`s between them resolve. Compiled once per schema and reused; no defaults are
 * written into the data.
 */
import { readdirSync, readFileSync } from "node:fs";
import { join } from "node:path";
import { fileURLToPath } from "node:url";
import type { Ajv2020, ValidateFunction } from "ajv/dist/2020.js";
import { createAjv } from "./create-ajv.ts";

const SCHEMAS_DIR = fileURLToPath(new URL("../../schemas/", import.meta.url));
const COMPOSED = new Set(["site.schema.json", "site-template.schema.json"]);

let ajv: Ajv2020 | undefined;
const validators = new Map<string, ValidateFunction>();

/** `fileName` as in schemas/, e.g. "car.schema.json". */
export function entityValidator(fileName: string): ValidateFunction {
  let validate = validators.get(fileName);
  if (!validate) {
    ajv ??= registerEntities();
    const schema = JSON.parse(readFileSync(join(SCHEMAS_DIR, fileName), "utf8")) as { $id?: string };
    validate = ajv.getSchema(schema.$id ?? fileName);
    if (!validate) throw new Error(`schemas/${fileName} has no $id`);
    validators.set(fileName, validate);
  }
  return validate;
}

function registerEntities(): Ajv2020 {
  const instance = createAjv({ useDefaults: false });
  for (const name of readdirSync(SCHEMAS_DIR).sort()) {
    if (!name.endsWith(".schema.json") || COMPOSED.has(name)) continue;
    instance.addSchema(JSON.parse(readFileSync(join(SCHEMAS_DIR, name), "utf8")) as object);
  }
  return instance;
}
