import { existsSync, readdirSync, readFileSync } from "node:fs";
import { join } from "node:path";
import type { JsonSchema } from "../../runtime/site/schema-walk.ts";
import type { BlockEntry } from "./read-blocks.ts";
import type { BlockSchemaFile, SchemaFile, SiteSchemaSources } from "./schema-files.ts";

/** Reads every schema `npm run gen` composes, in a stable order; the blocks' from their definitions. */
export function readSchemaSources(root: string, blocks: BlockEntry[]): SiteSchemaSources {
  const schemasDir = join(root, "schemas");
  const fragmentsDir = join(schemasDir, "site");
  return {
    document: readSchema(join(schemasDir, "site-document.json")),
    fragments: sortedNames(fragmentsDir)
      .filter((name) => name.endsWith(".json"))
      .map((name) => readSchema(join(fragmentsDir, name))),
    blocks: blocks.map(blockSchema),
    entities: sortedNames(schemasDir)
      .filter((name) => name.endsWith(".schema.json") && !GENERATED.has(name))
      .map((name) => readSchema(join(schemasDir, name))),
  };
}

const GENERATED = new Set(["site.schema.json", "site-template.schema.json"]);

/**
 * The block's props schema with the definition's title and description where a schema keeps them, so the
 * composed schema and the generated types describe the block as its definition does. The definition is their
 * one place: a schema that also has them is refused rather than silently overridden.
 */
function blockSchema({ type, dir, definition }: BlockEntry): BlockSchemaFile {
  const { file, schema } = readSchema(join(dir, definition.schema));
  const { $schema, ...rest } = schema;
  if ("title" in rest || "description" in rest) throw new Error(`${file}: the block's title and description belong in its block.ts`);
  const described = { ...($schema === undefined ? {} : { $schema }), title: definition.title, description: definition.description, ...rest };
  return { name: type, file, schema: described, children: definition.children ?? [] };
}

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
