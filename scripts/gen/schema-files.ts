/** The schema files `npm run gen` composes, and how `$ref`s between them resolve. */
import { dirname, resolve } from "node:path";
import type { JsonSchema } from "../../runtime/site/schema-walk.ts";

export interface SchemaFile {
  /** Absolute path. */
  file: string;
  schema: JsonSchema;
}

export interface BlockSchemaFile extends SchemaFile {
  /** The block's folder name, which is also its `type` in site documents. */
  name: string;
  /** Types of the blocks it renders inside itself. */
  children: string[];
}

export interface SiteSchemaSources {
  /** schemas/site-document.json */
  document: SchemaFile;
  /** schemas/site/<kebab-name>.json, each one top-level section, sorted by file name. */
  fragments: SchemaFile[];
  /** Each block's props schema (as its blocks/<Name>/block.ts names it), sorted by name. */
  blocks: BlockSchemaFile[];
  /** schemas/*.schema.json, sorted by file name. */
  entities: SchemaFile[];
}

export interface RefTarget {
  file: string;
  /** The JSON pointer after '#', "" for the whole file. */
  pointer: string;
}

/** Resolves a file `$ref` ("location.schema.json#/$defs/X") relative to the file that holds it. */
export function refTarget(fromFile: string, ref: string): RefTarget {
  const hash = ref.indexOf("#");
  const path = hash === -1 ? ref : ref.slice(0, hash);
  const pointer = hash === -1 ? "" : decodeURIComponent(ref.slice(hash + 1));
  return { file: resolve(dirname(fromFile), path), pointer };
}

/** "vehicle-page.json" -> "vehicle_page" */
export function sectionKey(fragmentFile: string): string {
  const base = fragmentFile.split(/[\\/]/).pop() ?? fragmentFile;
  return base.replace(/\.json$/, "").replace(/-/g, "_");
}

/** "finance-lender.schema.json" -> "finance-lender" */
export function entityBaseName(entityFile: string): string {
  const base = entityFile.split(/[\\/]/).pop() ?? entityFile;
  return base.replace(/\.schema\.json$/, "");
}

export function entityTypeName(entity: SchemaFile): string {
  const title = entity.schema.title;
  if (typeof title !== "string" || !isTypeName(title)) {
    throw new Error(`${entity.file}: an entity schema's title must be its type name (PascalCase), got ${JSON.stringify(title)}`);
  }
  return title;
}

export function isTypeName(text: string): boolean {
  return /^[A-Z][A-Za-z0-9]*$/.test(text);
}

/** A `$defs` entry's type name: its title when that is a type name, else its key in PascalCase. */
export function defTypeName(key: string, def: unknown): string {
  const title = typeof def === "object" && def !== null ? (def as JsonSchema).title : undefined;
  if (typeof title === "string" && isTypeName(title)) return title;
  return key.replace(/(^|[^A-Za-z0-9]+)([A-Za-z0-9])/g, (_, _sep, char: string) => char.toUpperCase());
}
