// npm run leads -- --site <slug> [--since DATE] [--format csv|json] [--include-spam]
// Prints a site's leads with their delivery status (DATA_DIR / DATABASE_URL choose the database, as for the server).
import { existsSync } from "node:fs";
import { join, resolve } from "node:path";
import { openDatabase } from "../runtime/storage/open-database.ts";
import { exportLeads } from "../runtime/leads/export/lead-export.ts";
import { leadsToCsv, leadsToJson } from "../runtime/leads/export/export-format.ts";
import { EXPORT_USAGE, parseExportArgs, type ExportArgs } from "../runtime/leads/export/export-args.ts";

let args: ExportArgs;
try {
  args = parseExportArgs(process.argv.slice(2));
} catch (error) {
  console.error(`${(error as Error).message}\n${EXPORT_USAGE}`);
  process.exit(2);
}

// A slug is its site document's file name (the validator insists), so an unknown one is a missing file.
const sitesDir = resolve(process.env.SITES_DIR ?? "sites");
if (!existsSync(join(sitesDir, `${args.site}.json`))) {
  console.error(`No site "${args.site}" in ${sitesDir}.`);
  process.exit(1);
}
const dataDir = resolve(process.env.DATA_DIR ?? "data");
const databaseUrl = process.env.DATABASE_URL || null;
// Opening SQLite would create an empty database: an export reads one that the server made, or none.
if (!databaseUrl && !existsSync(join(dataDir, "forecourt.db"))) {
  console.error(`No database at ${join(dataDir, "forecourt.db")} (set DATA_DIR to the server's, or DATABASE_URL).`);
  process.exit(1);
}

const database = await openDatabase({ dataDir, databaseUrl });
try {
  const leads = await exportLeads(database.db, { siteSlug: args.site, since: args.since, includeSpam: args.includeSpam });
  process.stdout.write(args.format === "json" ? leadsToJson(leads) : leadsToCsv(leads));
  console.error(`${leads.length} lead(s) of ${args.site}${args.since ? ` since ${args.since}` : ""}`);
} finally {
  await database.close();
}
