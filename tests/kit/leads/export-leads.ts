import { execFile } from "node:child_process";
import { promisify } from "node:util";
import type { ExportedLead } from "../../../runtime/leads/export/lead-export.ts";

const run = promisify(execFile);

/** Runs `npm run leads -- --site <slug> --format json` (the real CLI) against a database. */
export async function exportWithCli(site: string, env: { DATA_DIR: string; SITES_DIR: string; DATABASE_URL?: string }): Promise<ExportedLead[]> {
  const { stdout } = await run(process.execPath, ["scripts/leads.ts", "--site", site, "--format", "json"], {
    env: { ...process.env, ...env },
    maxBuffer: 256 * 1024 * 1024,
  });
  return JSON.parse(stdout) as ExportedLead[];
}
