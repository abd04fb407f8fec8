import { existsSync, readdirSync, readFileSync } from "node:fs";
import { join } from "node:path";
import type { JsonSchema } from "../../runtime/site/schema-walk.ts";
import type { BlockSchemaFile, SchemaFile, SiteSchemaSources } from "./schema-files.ts";

/** Reads every schema `npm run gen` composes, in a stable order. */
export function readSchemaSources(root: string): SiteSchemaSources {
  const schemasDir = join(root, "schemas");
  const fragmentsDir = join(schemasDir, "site");
  const blocksDir = join(root, "blocks");
  return {
    document: readSchema(join(schemasDir, "site-document.json")),
    fragments: sortedNames(fragmentsDir)
      .filter((name) => name.endsWith(".json"))
      .map((name) => readSchema(join(fragmentsDir, name))),
    blocks: sortedNames(blocksDir)
      .filter((name) => /^[A-Z][A-Za-z0-9]*$/.test(name) && existsSync(join(blocksDir, name, "schema.json")))
      .map((name): BlockSchemaFile => ({ name, ...readSchema(join(blocksDir, name, "schema.json")) })),
    entities: sortedNames(schemasDir)
      .filter((name) => name.endsWith(".schema.json") && !GENERATED.has(name))
      .map((name) => readSchema(join(schemasDir, name))),
  };
}

const GENERATED = new Set(["site.schema.json", "site-template.schema.json"]);

function sortedNames(dir: string): string[] {
  return existsSync(dir) ? readdirSync(dir).sort() : [];
}

function readSchema(file: string): SchemaFile {
  try {
    return { file, schema: JSON.parse(readFileSync(file, "utf8")) as JsonSchema };
  } catch (error) {
    throw new Error(`${file}: ${(error as Error).message}`);
  }
}
