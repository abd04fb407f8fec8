import { mkdirSync, mkdtempSync, readFileSync, readdirSync, rmSync, symlinkSync, writeFileSync } from "node:fs";
import { tmpdir } from "node:os";
import { join, resolve } from "node:path";
import { afterAll, describe, expect, it } from "vitest";
import { createElement } from "react";
import { renderToStaticMarkup } from "react-dom/server";
import { createAjv } from "../../runtime/site/create-ajv.ts";
import { loadSites } from "../../runtime/site/load-sites.ts";
import { blockDefinitions } from "../../blocks/registry.gen.ts";
import type { BlockComponent } from "../../runtime/types/index.ts";
import { blockCatalogue } from "../gen/block-catalogue.ts";
import { blockRegistryFiles } from "../gen/block-registry.ts";
import { compileTypeUnit } from "../gen/compile-types.ts";
import { composeSiteSchema } from "../gen/compose-site-schema.ts";
import { readBlocks } from "../gen/read-blocks.ts";
import { readSchemaSources } from "../gen/read-sources.ts";
import { typeUnits } from "../gen/type-units.ts";
import { blockNameProblem, scaffoldBlock } from "./scaffold.ts";

const blocksDir = mkdtempSync(join(tmpdir(), "forecourt-blocks-"));
mkdirSync(join(blocksDir, "Hero"));
afterAll(() => rmSync(blocksDir, { recursive: true, force: true }));

describe("new-block scaffold", () => {
  it("refuses names that are not PascalCase, folders that exist and registered blocks (whatever their case)", () => {
    expect(blockNameProblem(blocksDir, "service-banner", [])).toMatch(/not a block name/);
    expect(blockNameProblem(blocksDir, "S", [])).toMatch(/not a block name/);
    expect(blockNameProblem(blocksDir, "../Evil", [])).toMatch(/not a block name/);
    expect(blockNameProblem(blocksDir, "HERO", [])).toBe("blocks/Hero already exists");
    expect(() => scaffoldBlock(blocksDir, "Hero", [])).toThrow("blocks/Hero already exists");
    expect(blockNameProblem(blocksDir, "Richtext", ["RichText"])).toBe("the block RichText already exists");
    expect(blockNameProblem(blocksDir, "ServiceBanner", ["RichText"])).toBeNull();
  });

  it("writes a definition, a schema, a component and its test following the block contract", () => {
    scaffoldBlock(blocksDir, "ServiceBanner", []);
    const dir = join(blocksDir, "ServiceBanner");
    expect(readdirSync(dir).sort()).toEqual(["ServiceBanner.test.tsx", "ServiceBanner.tsx", "block.ts", "schema.json"]);
    const component = readFileSync(join(dir, "ServiceBanner.tsx"), "utf8");
    expect(component).toContain('import type { ServiceBannerProps } from "./props.gen.ts";');
    expect(component).toContain("export default function ServiceBanner({ props, blockId }: BlockComponentProps<ServiceBannerProps>)");
    const test = readFileSync(join(dir, "ServiceBanner.test.tsx"), "utf8");
    // Spelled in two parts: Vitest reads that pragma anywhere in a test file, and this file runs in node.
    expect(test.startsWith(`// @vitest-${"environment"} jsdom\n`)).toBe(true);
  });

  it("writes a definition naming its files, with a title and description for the catalogue", async () => {
    const [block] = await readBlocks(blocksDir).then((blocks) => blocks.filter((entry) => entry.type === "ServiceBanner"));
    expect(block!.definition).toEqual({
      title: "Service banner",
      description: expect.stringMatching(/\S/),
      schema: "./schema.json",
      component: "./ServiceBanner.tsx",
    });
  });

  it("writes a props schema the validator accepts", () => {
    const schema = JSON.parse(readFileSync(join(blocksDir, "ServiceBanner", "schema.json"), "utf8"));
    expect(schema).toMatchObject({ type: "object", additionalProperties: false });
    const validate = createAjv({ useDefaults: true }).compile(schema);
    const props = {};
    expect(validate(props)).toBe(true);
    expect(props).toEqual({ heading: "", text: "" });
    expect(validate({ colour: "red" })).toBe(false);
  });
});

describe("a scaffolded block in a project", () => {
  // A copy of the project's layout (its schemas and blocks linked in) plus the new block. Inside the project, so
  // the component resolves react like any block does; removed afterwards.
  const root = mkdtempSync(join(resolve("."), ".scaffold-test-"));
  mkdirSync(join(root, "blocks"));
  symlinkSync(resolve("schemas"), join(root, "schemas"), "dir");
  const registered = Object.keys(blockDefinitions);
  for (const type of registered) symlinkSync(resolve("blocks", type), join(root, "blocks", type), "dir");
  scaffoldBlock(join(root, "blocks"), "OpeningTimes", registered);
  afterAll(() => rmSync(root, { recursive: true, force: true }));

  it("is picked up by npm run gen (block registry, site schema, props type, block catalogue)", async () => {
    const blocks = await readBlocks(join(root, "blocks"));
    const registry = blockRegistryFiles(join(root, "blocks"), blocks).map((file) => file.content).join("\n");
    expect(registry).toContain('import OpeningTimes from "./OpeningTimes/block.ts";');
    expect(registry).toContain('import OpeningTimesComponent from "./OpeningTimes/OpeningTimes.tsx";');
    expect(registry).toContain('OpeningTimes: () => import("./OpeningTimes/OpeningTimes.tsx"),');
    const sources = readSchemaSources(root, blocks);
    expect(sources.blocks.map((block) => block.name)).toContain("OpeningTimes");
    expect(JSON.stringify(composeSiteSchema(sources, "site"))).toContain('"const":"OpeningTimes"');
    expect(blockCatalogue(sources.blocks)).toContain("OpeningTimes");
    const unit = typeUnits(root, sources).find((entry) => entry.output === join(root, "blocks", "OpeningTimes", "props.gen.ts"))!;
    const types = await compileTypeUnit(root, unit);
    expect(types).toContain("export type OpeningTimesProps = {");
    writeFileSync(unit.output, types);
  });

  it("validates where a site page uses it: its props are checked, unknown ones refused", async () => {
    const sources = readSchemaSources(root, await readBlocks(join(root, "blocks")));
    const validate = createAjv({ useDefaults: true }).compile(composeSiteSchema(sources, "site"));
    const { sites } = await loadSites({ sitesDir: "sites", files: ["sites/harbour-motors.json"] });
    const withBlock = (props: Record<string, unknown>) => {
      const site = structuredClone(sites[0]!.site) as unknown as { pages: Record<string, { blocks: unknown[] }> };
      site.pages.home!.blocks.push({ type: "OpeningTimes", props });
      return site;
    };
    expect(validate(withBlock({ heading: "Open seven days" })), JSON.stringify(validate.errors?.slice(0, 2))).toBe(true);
    expect(validate(withBlock({ colour: "red" }))).toBe(false);
  });

  it("renders its heading and text, as the server renders a page", async () => {
    const module = (await import(join(root, "blocks", "OpeningTimes", "OpeningTimes.tsx"))) as { default: BlockComponent<{ heading: string; text: string }> };
    const schema = JSON.parse(readFileSync(join(root, "blocks", "OpeningTimes", "schema.json"), "utf8"));
    const validate = createAjv({ useDefaults: true }).compile(schema);
    const props = { heading: "Open seven days", text: "8am to 6pm." };
    expect(validate(props)).toBe(true);
    const html = renderToStaticMarkup(createElement(module.default, { props, data: undefined, blockId: "home-3" }));
    expect(html).toBe(
      '<section class="fc-opening-times" aria-labelledby="home-3-heading"><div class="fc-container"><h2 id="home-3-heading">Open seven days</h2><p>8am to 6pm.</p></div></section>',
    );
  });
});
