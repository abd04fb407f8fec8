import { mkdirSync, mkdtempSync, readFileSync, readdirSync, rmSync } from "node:fs";
import { tmpdir } from "node:os";
import { join } from "node:path";
import { afterAll, describe, expect, it } from "vitest";
import { createAjv } from "../../runtime/site/create-ajv.ts";
import { blockNameProblem, scaffoldBlock } from "./scaffold.ts";

const blocksDir = mkdtempSync(join(tmpdir(), "forecourt-blocks-"));
mkdirSync(join(blocksDir, "Hero"));
afterAll(() => rmSync(blocksDir, { recursive: true, force: true }));

describe("new-block scaffold", () => {
  it("refuses names that are not PascalCase and folders that exist (whatever their case)", () => {
    expect(blockNameProblem(blocksDir, "service-banner")).toMatch(/not a block name/);
    expect(blockNameProblem(blocksDir, "S")).toMatch(/not a block name/);
    expect(blockNameProblem(blocksDir, "../Evil")).toMatch(/not a block name/);
    expect(blockNameProblem(blocksDir, "HERO")).toBe("blocks/Hero already exists");
    expect(() => scaffoldBlock(blocksDir, "Hero")).toThrow("blocks/Hero already exists");
    expect(blockNameProblem(blocksDir, "ServiceBanner")).toBeNull();
  });

  it("writes a schema, a component and its test following the block contract", () => {
    scaffoldBlock(blocksDir, "ServiceBanner");
    const dir = join(blocksDir, "ServiceBanner");
    expect(readdirSync(dir).sort()).toEqual(["ServiceBanner.test.tsx", "ServiceBanner.tsx", "schema.json"]);
    const component = readFileSync(join(dir, "ServiceBanner.tsx"), "utf8");
    expect(component).toContain('import type { ServiceBannerProps } from "./props.gen.ts";');
    expect(component).toContain("export default function ServiceBanner({ props, blockId }: BlockComponentProps<ServiceBannerProps>)");
    const test = readFileSync(join(dir, "ServiceBanner.test.tsx"), "utf8");
    expect(test.startsWith("// @vitest-environment jsdom\n")).toBe(true);
  });

  it("writes a props schema the validator accepts, with a title and description for the catalogue", () => {
    const schema = JSON.parse(readFileSync(join(blocksDir, "ServiceBanner", "schema.json"), "utf8"));
    expect(schema).toMatchObject({ title: "Service banner", description: expect.any(String), additionalProperties: false });
    const validate = createAjv({ useDefaults: true }).compile(schema);
    const props = {};
    expect(validate(props)).toBe(true);
    expect(props).toEqual({ heading: "", text: "" });
    expect(validate({ colour: "red" })).toBe(false);
  });
});
