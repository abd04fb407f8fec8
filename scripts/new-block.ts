// npm run new-block -- Name: scaffolds blocks/<Name>/{schema.json, Name.tsx, Name.test.tsx}, then runs npm run gen.
import { spawnSync } from "node:child_process";
import { join, relative } from "node:path";
import { fileURLToPath } from "node:url";
import { blockNameProblem, scaffoldBlock } from "./new-block/scaffold.ts";

const root = fileURLToPath(new URL("..", import.meta.url));
const blocksDir = join(root, "blocks");
const name = process.argv[2];

if (!name || process.argv.length > 3) {
  console.error("Usage: npm run new-block -- <BlockName>   (PascalCase, e.g. ServiceBanner)");
  process.exit(1);
}
const problem = blockNameProblem(blocksDir, name);
if (problem) {
  console.error(`Cannot create the block: ${problem}.`);
  process.exit(1);
}
for (const file of scaffoldBlock(blocksDir, name)) console.log(`created ${relative(process.cwd(), file)}`);
const gen = spawnSync(process.execPath, [join(root, "scripts", "gen.ts")], { stdio: "inherit" });
if (gen.status !== 0) process.exit(gen.status ?? 1);
console.log(`\nNext: describe the block in blocks/${name}/schema.json, build blocks/${name}/${name}.tsx, run npm run gen after schema changes,`);
console.log(`and use it in a page: { "type": "${name}", "props": { "heading": "..." } }.`);
