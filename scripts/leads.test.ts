import { execFile } from "node:child_process";
import { existsSync, mkdtempSync } from "node:fs";
import { tmpdir } from "node:os";
import { join } from "node:path";
import { promisify } from "node:util";
import { describe, expect, it } from "vitest";

const run = promisify(execFile);

async function leadsCli(args: string[], env: Record<string, string>): Promise<{ code: number; stderr: string }> {
  try {
    await run(process.execPath, ["scripts/leads.ts", ...args], { env: { ...process.env, DATABASE_URL: "", ...env } });
    return { code: 0, stderr: "" };
  } catch (error) {
    const failed = error as { code: number; stderr: string };
    return { code: failed.code, stderr: failed.stderr };
  }
}

describe("npm run leads", () => {
  it("exits 1 with a message for a missing database, and never creates one", async () => {
    const dataDir = join(mkdtempSync(join(tmpdir(), "forecourt-leads-cli-")), "data");
    const { code, stderr } = await leadsCli(["--site", "harbour-motors"], { DATA_DIR: dataDir });
    expect(code).toBe(1);
    expect(stderr).toContain("No database at");
    expect(existsSync(dataDir)).toBe(false);
  });

  it("exits 1 with a message for an unknown site", async () => {
    const { code, stderr } = await leadsCli(["--site", "no-such-site"], { DATA_DIR: mkdtempSync(join(tmpdir(), "forecourt-leads-cli-")) });
    expect(code).toBe(1);
    expect(stderr).toContain('No site "no-such-site"');
  });
});
