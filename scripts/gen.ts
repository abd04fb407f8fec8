// npm run gen [-- --check]: composes schemas/site.schema.json and site-template.schema.json, generates
// TypeScript types from the schemas, the block registry (blocks/registry*.gen.ts), docs/blocks.md and the lead
// fields' precompiled validators (runtime/forms/lead-field-validators.gen.ts).
// --check only lists stale files (exit 1).
import { existsSync, mkdirSync, readFileSync, rmSync, writeFileSync } from "node:fs";
import { dirname, relative } from "node:path";
import { fileURLToPath } from "node:url";
import { generateFiles, obsoleteFiles } from "./gen/outputs.ts";

const root = fileURLToPath(new URL("..", import.meta.url));
const check = process.argv.includes("--check");

try {
  const { files, warnings } = await generateFiles(root);
  for (const warning of warnings) console.warn(`warning: ${warning}`);
  const stale = files.filter((file) => !existsSync(file.path) || readFileSync(file.path, "utf8") !== file.content);
  const obsolete = obsoleteFiles(root, files);
  const show = (path: string) => relative(process.cwd(), path);
  if (check) {
    if (stale.length === 0 && obsolete.length === 0) {
      console.log(`Generated files are up to date (${files.length} files).`);
    } else {
      console.error("Generated files are stale; run `npm run gen`:");
      for (const file of stale) console.error(`  ${show(file.path)}`);
      for (const path of obsolete) console.error(`  ${show(path)} (no longer generated)`);
      process.exitCode = 1;
    }
  } else {
    for (const file of stale) {
      mkdirSync(dirname(file.path), { recursive: true });
      writeFileSync(file.path, file.content);
    }
    for (const path of obsolete) rmSync(path);
    console.log(`Generated ${files.length} files: ${stale.length} updated, ${obsolete.length} removed.`);
  }
} catch (error) {
  console.error(`npm run gen failed: ${(error as Error).message}`);
  process.exitCode = 1;
}
