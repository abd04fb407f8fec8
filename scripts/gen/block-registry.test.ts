import { mkdirSync, mkdtempSync, rmSync, writeFileSync } from "node:fs";
import { tmpdir } from "node:os";
import { join, resolve } from "node:path";
import { afterAll, describe, expect, it } from "vitest";
import { blockRegistryFiles } from "./block-registry.ts";
import { readBlocks } from "./read-blocks.ts";
import { readSchemaSources } from "./read-sources.ts";

const blocksDir = mkdtempSync(join(tmpdir(), "forecourt-registry-"));
afterAll(() => rmSync(blocksDir, { recursive: true, force: true }));

function writeBlock(type: string, definition: Record<string, unknown>, files: string[]): void {
  mkdirSync(join(blocksDir, type), { recursive: true });
  writeFileSync(join(blocksDir, type, "block.ts"), `export default ${JSON.stringify(definition)};\n`);
  for (const file of files) writeFileSync(join(blocksDir, type, file), "{}\n");
}

const described = { title: "A block", description: "What it shows." };

describe("the block registry", () => {
  writeBlock("Sidebar", { ...described, schema: "./schema.json", component: "./Sidebar.tsx", loader: "./loader.ts", children: ["Teaser"] }, [
    "schema.json",
    "Sidebar.tsx",
    "loader.ts",
  ]);
  writeBlock("Teaser", { ...described, schema: "./schema.json", component: "./Teaser.tsx" }, ["schema.json", "Teaser.tsx"]);
  mkdirSync(join(blocksDir, "Helpers"));
  writeFileSync(join(blocksDir, "Helpers", "Helpers.tsx"), "\n");

  it("lists every folder with a definition, by type, and nothing else", async () => {
    const blocks = await readBlocks(blocksDir);
    expect(blocks.map((block) => [block.type, block.definition.component])).toEqual([
      ["Sidebar", "./Sidebar.tsx"],
      ["Teaser", "./Teaser.tsx"],
    ]);
  });

  it("gives the server components and loaders, and the browser lazy components without any loader", async () => {
    const [definitions, server, client] = blockRegistryFiles(blocksDir, await readBlocks(blocksDir));
    expect(definitions!.content).toContain('import Sidebar from "./Sidebar/block.ts";');
    expect(server!.content).toContain('import SidebarLoader from "./Sidebar/loader.ts";');
    expect(server!.content).toContain("  Sidebar: SidebarLoader,");
    expect(server!.content).not.toContain("TeaserLoader");
    expect(client!.content).toContain('  Sidebar: () => import("./Sidebar/Sidebar.tsx"),');
    expect(client!.content).not.toContain("loader");
  });

  it("refuses a definition naming a file that does not exist or a child that is not a block", async () => {
    writeBlock("Broken", { ...described, schema: "./schema.json", component: "./Missing.tsx" }, ["schema.json"]);
    await expect(readBlocks(blocksDir)).rejects.toThrow(/Broken[\\/]block\.ts: \.\/Missing\.tsx does not exist/);
    rmSync(join(blocksDir, "Broken"), { recursive: true });
    writeBlock("Orphan", { ...described, schema: "./schema.json", component: "./Orphan.tsx", children: ["Nowhere"] }, ["schema.json", "Orphan.tsx"]);
    await expect(readBlocks(blocksDir)).rejects.toThrow(/Orphan[\\/]block\.ts: child "Nowhere" is not another block/);
    rmSync(join(blocksDir, "Orphan"), { recursive: true });
  });

  it("gives a block's schema the title and description of its definition, their one place", async () => {
    const [teaser] = (await readBlocks(blocksDir)).filter((block) => block.type === "Teaser");
    const draft = "https://json-schema.org/draft/2020-12/schema";
    writeFileSync(join(blocksDir, "Teaser", "schema.json"), JSON.stringify({ $schema: draft, type: "object" }));
    expect(readSchemaSources(resolve("."), [teaser!]).blocks[0]).toMatchObject({
      name: "Teaser",
      schema: { $schema: draft, title: "A block", description: "What it shows.", type: "object" },
    });
    writeFileSync(join(blocksDir, "Teaser", "schema.json"), JSON.stringify({ title: "Teaser", type: "object" }));
    expect(() => readSchemaSources(resolve("."), [teaser!])).toThrow(/title and description belong in its block\.ts/);
  });
});
