/** The one place that finds blocks: every `blocks/<Name>/block.ts`, read into the registry `npm run gen` writes. */
import { existsSync, readdirSync } from "node:fs";
import { join } from "node:path";
import { pathToFileURL } from "node:url";
import type { BlockDefinition } from "../../runtime/types/index.ts";
import { isTypeName } from "./schema-files.ts";

export interface BlockEntry {
  /** The block's folder name, which is also its `type` in site documents. */
  type: string;
  /** Absolute path of the block's folder. */
  dir: string;
  definition: BlockDefinition;
}

/** Every block's definition, sorted by type; throws on a definition that names a missing file or an unknown child. */
export async function readBlocks(blocksDir: string): Promise<BlockEntry[]> {
  const types = existsSync(blocksDir)
    ? readdirSync(blocksDir)
        .filter((name) => isTypeName(name) && existsSync(join(blocksDir, name, "block.ts")))
        .sort()
    : [];
  const blocks = await Promise.all(
    types.map(async (type): Promise<BlockEntry> => {
      const file = join(blocksDir, type, "block.ts");
      const module = (await import(pathToFileURL(file).href)) as { default?: BlockDefinition };
      if (!module.default) throw new Error(`${file}: default-export the block's definition`);
      return { type, dir: join(blocksDir, type), definition: module.default };
    }),
  );
  const known = new Set(types);
  for (const block of blocks) assertDefinition(block, known);
  return blocks;
}

function assertDefinition({ type, dir, definition }: BlockEntry, known: Set<string>): void {
  const where = join(dir, "block.ts");
  for (const key of ["title", "description"] as const) {
    if (typeof definition[key] !== "string" || definition[key] === "") throw new Error(`${where}: ${key} is required`);
  }
  for (const file of [definition.schema, definition.component, definition.loader]) {
    if (file !== undefined && !existsSync(join(dir, file))) throw new Error(`${where}: ${file} does not exist`);
  }
  for (const child of definition.children ?? []) {
    if (child === type || !known.has(child)) throw new Error(`${where}: child "${child}" is not another block`);
  }
}
