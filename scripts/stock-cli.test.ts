import { execFile } from "node:child_process";
import { mkdtempSync, writeFileSync } from "node:fs";
import { tmpdir } from "node:os";
import { join } from "node:path";
import { promisify } from "node:util";
import { describe, expect, it } from "vitest";
import { DMS_HEADER, dmsRow } from "../tests/kit/stock-feed-fixtures.ts";
import { openDatabase } from "../runtime/storage/open-database.ts";
import { siteOfToken } from "../runtime/stock/admin/api-tokens.ts";

const run = promisify(execFile);

async function cli(script: string, args: string[], dataDir: string): Promise<{ code: number; stdout: string; stderr: string }> {
  try {
    const { stdout, stderr } = await run(process.execPath, [script, ...args], { env: { ...process.env, DATABASE_URL: "", DATA_DIR: dataDir } });
    return { code: 0, stdout, stderr };
  } catch (error) {
    const failed = error as { code: number; stdout: string; stderr: string };
    return { code: failed.code, stdout: failed.stdout, stderr: failed.stderr };
  }
}

describe("npm run stock:import, stock:status and token", () => {
  const dir = mkdtempSync(join(tmpdir(), "forecourt-stock-cli-"));
  const dataDir = join(dir, "data");
  const good = join(dir, "stock.csv");
  const bad = join(dir, "bad.csv");
  writeFileSync(good, [DMS_HEADER, dmsRow("C1"), dmsRow("C2")].join("\n"));
  writeFileSync(bad, [DMS_HEADER, dmsRow("C1"), dmsRow("C3", { price: "POA" })].join("\n"));

  it("imports a feed file and prints its report; a feed with problems exits 1 unless --accept-valid; status lists both", async () => {
    const imported = await cli("scripts/stock-import.ts", ["--site", "harbour-motors", good], dataDir);
    expect(imported.code).toBe(0);
    expect(imported.stdout).toContain("harbour-motors file:stock.csv (full feed)");
    expect(imported.stdout).toContain("added 2, updated 0, sold 0, unchanged 0, rejected 0");
    const rejected = await cli("scripts/stock-import.ts", ["--site", "harbour-motors", bad], dataDir);
    expect(rejected.code).toBe(1);
    expect(rejected.stdout).toContain('line 3  Price  expected a number, got "POA"');
    const accepted = await cli("scripts/stock-import.ts", ["--site", "harbour-motors", "--accept-valid", "--changes-only", bad], dataDir);
    expect(accepted.code).toBe(0);
    expect(accepted.stdout).toContain("(changes only)");
    const status = await cli("scripts/stock-status.ts", ["--site", "harbour-motors", "--last", "2"], dataDir);
    expect(status.stdout).toContain("feed dms: csv, full, sent or imported by hand");
    expect(status.stdout.match(/^harbour-motors file:/gm)).toHaveLength(2);
  }, 60_000);

  it("refuses bad arguments with the usage (exit 2) and an unknown site (exit 1)", async () => {
    expect((await cli("scripts/stock-import.ts", ["--site", "harbour-motors"], dataDir)).stderr).toContain("Usage: npm run stock:import");
    expect((await cli("scripts/stock-import.ts", ["--site", "no-such-site", good], dataDir)).stderr).toContain('No site "no-such-site"');
    expect((await cli("scripts/stock-import.ts", ["--site", "harbour-motors", "--feed", "nope", good], dataDir)).code).toBe(1);
  }, 60_000);

  it("creates a token that opens the site's stock API, stores only its hash, and revokes it", async () => {
    const created = await cli("scripts/token.ts", ["--site", "harbour-motors", "--label", "dms"], dataDir);
    const token = created.stdout.trim();
    const id = /--revoke ([0-9a-f-]+)/.exec(created.stderr)![1]!;
    const database = await openDatabase({ dataDir });
    try {
      expect(await siteOfToken(database.db, token)).toBe("harbour-motors");
      const stored = await database.db.selectFrom("stock_api_tokens").selectAll().execute();
      expect(JSON.stringify(stored)).not.toContain(token);
      expect((await cli("scripts/token.ts", ["--site", "harbour-motors", "--revoke", id], dataDir)).code).toBe(0);
      expect(await siteOfToken(database.db, token)).toBeNull();
      expect((await cli("scripts/token.ts", ["--site", "harbour-motors", "--list"], dataDir)).stdout).toContain(`${id}  `);
    } finally {
      await database.close();
    }
  }, 60_000);
});
