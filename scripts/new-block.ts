// npm run new-block -- Name: scaffolds blocks/<Name>/{block.ts, schema.json, Name.tsx, Name.test.tsx}, then runs
// npm run gen, which adds it to the block registry.
import { spawnSync } from "node:child_process";
import { join, relative } from "node:path";
import { fileURLToPath } from "node:url";
import { blockDefinitions } from "../blocks/registry.gen.ts";
import { blockNameProblem, scaffoldBlock } from "./new-block/scaffold.ts";

const root = fileURLToPath(new URL("..", import.meta.url));
const blocksDir = join(root, "blocks");
const name = process.argv[2];

if (!name || process.argv.length > 3) {
  console.error("Usage: npm run new-block -- <BlockName>   (PascalCase, e.g. ServiceBanner)");
  process.exit(1);
}
const registered = Object.keys(blockDefinitions);
const problem = blockNameProblem(blocksDir, name, registered);
if (problem) {
  console.error(`Cannot create the block: ${problem}.`);
  process.exit(1);
}
for (const file of scaffoldBlock(blocksDir, name, registered)) console.log(`created ${relative(process.cwd(), file)}`);
const gen = spawnSync(process.execPath, [join(root, "scripts", "gen.ts")], { stdio: "inherit" });
if (gen.status !== 0) process.exit(gen.status ?? 1);
console.log(`\nNext: describe the block in blocks/${name}/block.ts and its props in schema.json, build blocks/${name}/${name}.tsx, run npm run gen after changing either,`);
console.log(`and use it in a page: { "type": "${name}", "props": { "heading": "..." } }.`);
