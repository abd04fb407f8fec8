import { existsSync, readdirSync } from "node:fs";
import { join, resolve } from "node:path";
import type { Plugin } from "vite";

const ID = "virtual:forecourt-blocks";
const RESOLVED = `\0${ID}`;

/**
 * `virtual:forecourt-blocks` lists exactly the blocks: `blocks/<Name>/<Name>.tsx` and `blocks/<Name>/loader.ts`.
 * A glob over `blocks/*\/*.tsx` would also catch each block's helper components and give every one of them its
 * own browser chunk; listing the block files alone lets helpers bundle with the block that imports them.
 * The browser gets lazy importers (one chunk per block), the server gets the modules themselves.
 */
export function blocksPlugin(root = process.cwd()): Plugin {
  return {
    name: "forecourt-blocks",
    resolveId(id) {
      return id === ID ? RESOLVED : null;
    },
    load(id, options) {
      if (id !== RESOLVED) return null;
      const blocks = listBlocks(resolve(root, "blocks"));
      for (const block of blocks) this.addWatchFile(block.component);
      return options?.ssr ? serverModule(blocks) : browserModule(blocks);
    },
  };
}

interface BlockFiles {
  type: string;
  component: string;
  loader: string | null;
}

export function listBlocks(blocksDir: string): BlockFiles[] {
  return readdirSync(blocksDir, { withFileTypes: true })
    .filter((entry) => entry.isDirectory() && /^[A-Z][A-Za-z0-9]*$/.test(entry.name))
    .map((entry) => ({
      type: entry.name,
      component: join(blocksDir, entry.name, `${entry.name}.tsx`),
      loader: existsSync(join(blocksDir, entry.name, "loader.ts")) ? join(blocksDir, entry.name, "loader.ts") : null,
    }))
    .filter((block) => existsSync(block.component))
    .sort((a, b) => a.type.localeCompare(b.type));
}

function browserModule(blocks: BlockFiles[]): string {
  const entries = blocks.map((block) => `  ${JSON.stringify(block.type)}: () => import(${JSON.stringify(block.component)}),`);
  return `export const blockImporters = {\n${entries.join("\n")}\n};\nexport const blockComponents = {};\nexport const blockLoaders = {};\n`;
}

function serverModule(blocks: BlockFiles[]): string {
  const imports: string[] = [];
  const components: string[] = [];
  const loaders: string[] = [];
  blocks.forEach((block, i) => {
    imports.push(`import component${i} from ${JSON.stringify(block.component)};`);
    components.push(`  ${JSON.stringify(block.type)}: component${i},`);
    if (block.loader) {
      imports.push(`import loader${i} from ${JSON.stringify(block.loader)};`);
      loaders.push(`  ${JSON.stringify(block.type)}: loader${i},`);
    }
  });
  return `${imports.join("\n")}\nexport const blockImporters = {};\nexport const blockComponents = {\n${components.join("\n")}\n};\nexport const blockLoaders = {\n${loaders.join("\n")}\n};\n`;
}
