/** Every file `npm run gen` writes, computed in memory so `--check` can compare without writing. */
import { existsSync, readdirSync } from "node:fs";
import { join } from "node:path";
import { createAjv } from "../../runtime/site/create-ajv.ts";
import { blockCatalogue } from "./block-catalogue.ts";
import { blockRegistryFiles } from "./block-registry.ts";
import { compileTypeUnit } from "./compile-types.ts";
import { leadFieldValidatorsFile } from "./lead-field-validators.ts";
import { composeSiteSchema } from "./compose-site-schema.ts";
import { readBlocks } from "./read-blocks.ts";
import { readSchemaSources } from "./read-sources.ts";
import { typeUnits } from "./type-units.ts";

export interface GeneratedFile {
  /** Absolute path. */
  path: string;
  content: string;
}

export interface Generation {
  files: GeneratedFile[];
  /** Schema findings that do not stop generation (e.g. a default ajv cannot apply inside anyOf). */
  warnings: string[];
}

export async function generateFiles(root: string): Promise<Generation> {
  const blocks = await readBlocks(join(root, "blocks"));
  const sources = readSchemaSources(root, blocks);
  const siteSchema = composeSiteSchema(sources, "site");
  const templateSchema = composeSiteSchema(sources, "template");
  const warnings = new Set<string>();
  for (const schema of [siteSchema, templateSchema]) assertCompiles(schema, (message) => warnings.add(message));
  const files: GeneratedFile[] = [
    { path: join(root, "schemas", "site.schema.json"), content: `${JSON.stringify(siteSchema, null, 2)}\n` },
    { path: join(root, "schemas", "site-template.schema.json"), content: `${JSON.stringify(templateSchema, null, 2)}\n` },
    { path: join(root, "docs", "blocks.md"), content: blockCatalogue(sources.blocks) },
    ...blockRegistryFiles(join(root, "blocks"), blocks),
    leadFieldValidatorsFile(root),
  ];
  for (const unit of typeUnits(root, sources)) {
    files.push({ path: unit.output, content: await compileTypeUnit(root, unit) });
  }
  return { files, warnings: [...warnings] };
}

/** Generated type files whose schema is gone. */
export function obsoleteFiles(root: string, files: GeneratedFile[]): string[] {
  const dir = join(root, "runtime", "types", "generated");
  if (!existsSync(dir)) return [];
  const wanted = new Set(files.map((file) => file.path));
  return readdirSync(dir)
    .filter((name) => name.endsWith(".ts"))
    .map((name) => join(dir, name))
    .filter((path) => !wanted.has(path))
    .sort();
}

function assertCompiles(schema: Record<string, unknown>, onWarning: (message: string) => void): void {
  try {
    createAjv({ useDefaults: true, onWarning }).compile(schema);
  } catch (error) {
    throw new Error(`${String(schema.$id)} does not compile: ${(error as Error).message}`);
  }
}
