// npm run leads -- --site <slug> [--since DATE] [--format csv|json] [--include-spam]
// Prints a site's leads with their delivery status (DATA_DIR / DATABASE_URL choose the database, as for the server).
import { resolve } from "node:path";
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

const database = await openDatabase({
  dataDir: resolve(process.env.DATA_DIR ?? "data"),
  databaseUrl: process.env.DATABASE_URL || null,
});
try {
  const leads = await exportLeads(database.db, { siteSlug: args.site, since: args.since, includeSpam: args.includeSpam });
  process.stdout.write(args.format === "json" ? leadsToJson(leads) : leadsToCsv(leads));
  console.error(`${leads.length} lead(s) of ${args.site}${args.since ? ` since ${args.since}` : ""}`);
} finally {
  await database.close();
}
