import { spawnSync } from "node:child_process";
import { mkdtempSync, readFileSync, rmSync, writeFileSync } from "node:fs";
import { tmpdir } from "node:os";
import { join, relative } from "node:path";
import { afterAll, describe, expect, it } from "vitest";

const dir = mkdtempSync(join(tmpdir(), "forecourt-validate-"));
afterAll(() => rmSync(dir, { recursive: true, force: true }));

function validate(...files: string[]) {
  const result = spawnSync(process.execPath, ["scripts/validate.ts", ...files], { encoding: "utf8" });
  return { status: result.status, stdout: result.stdout, stderr: result.stderr };
}

describe("npm run validate", () => {
  it("exits 0 for a valid site and says how many demo cars it checked against the car schema", () => {
    const result = validate("sites/reliable-used-cars.json");
    expect(result.stderr).toBe("");
    expect(result.status).toBe(0);
    const count = JSON.parse(readFileSync("sites/reliable-used-cars.json", "utf8")).demo_stock.count as number;
    expect(result.stdout).toMatch(new RegExp(`^1 site\\(s\\) valid, ${count} demo cars checked against car\\.schema\\.json in \\d+ ms\\.\\n$`));
  });

  it("exits 1 and reports every error of every file as file:line:column  /pointer  message", () => {
    const bad = join(dir, "bad-motors.json");
    writeFileSync(
      bad,
      [
        "{",
        '  "slug": "bad-motors",',
        '  "name": "Bad Motors",',
        '  "template": "franchise",',
        '  "dealerships": [{ "id": 902, "slug": "bad-motors", "name": "Bad Motors" }],',
        '  "logo": { "url": "/media/logos/bad-motors.svg", "alt": "Bad Motors" },',
        '  "address": { "street": "1 Main Street", "city": "Penrith", "state": "NSW", "postcode": "2750" },',
        '  "phone": "02 4700 0000",',
        '  "maps": { "tile_url": "https://tiles.example/{x}.png" },',
        '  "pages": { "home": { "title": "Home", "blocks": [{ "type": "NoSuchBlock" }] } }',
        "}",
      ].join("\n"),
    );
    const truncated = join(dir, "truncated.json");
    writeFileSync(truncated, '{\n  "slug": "truncated",\n');
    const result = validate(bad, truncated);
    expect(result.status).toBe(1);
    const file = relative(process.cwd(), bad);
    expect(result.stderr.trim().split("\n")).toEqual([
      `${relative(process.cwd(), truncated)}:3:1  /  invalid JSON: Unexpected end of input, expected a property name in double quotes`,
      `${file}:9:25  /maps/tile_url  "https://tiles.example/{x}.png" must be text matching the pattern \\{z\\}.*\\{x\\}.*\\{y\\}`,
      expect.stringMatching(new RegExp(`^${file.replace(/[.]/g, "\\.")}:10:62  /pages/home/blocks/0/type  unknown block type "NoSuchBlock"; known block types: .*LocationDetails`)),
      "",
      "3 error(s) in site documents and their Markdown content, 0 in demo stock; 0 site(s) valid.",
    ]);
    expect(result.stdout).toBe("");
  });
});
