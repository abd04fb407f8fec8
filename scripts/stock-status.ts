// npm run stock:status -- --site <slug> [--last N]
// Prints a site's last stock imports (files, API calls, scheduled pulls) with their reports, newest first.
// DATA_DIR / DATABASE_URL choose the database, as for the server.
import { parseArgs } from "node:util";
import { recentImports } from "../runtime/stock/feed/import-history.ts";
import { formatReport } from "../runtime/stock/feed/import-report.ts";
import { loadSite, openServerDatabase } from "./stock/open-site.ts";

const USAGE = "Usage: npm run stock:status -- --site <slug> [--last N]";
let site: string;
let last: number;
try {
  const { values } = parseArgs({ args: process.argv.slice(2), options: { site: { type: "string" }, last: { type: "string", default: "10" } }, strict: true });
  if (!values.site) throw new Error("--site is required");
  last = Number(values.last);
  if (!Number.isInteger(last) || last < 1) throw new Error(`--last must be a whole number above 0, not ${values.last}`);
  site = values.site;
} catch (error) {
  console.error(`${(error as Error).message}\n${USAGE}`);
  process.exit(2);
}

const { slug, stock } = await loadSite(site);
const database = await openServerDatabase();
try {
  const reports = await recentImports(database.db, slug, last);
  for (const feed of stock.feeds) {
    console.log(`feed ${feed.name}: ${feed.format}, ${feed.full ? "full" : "changes only"}, ${feed.url ? `pulled every ${feed.interval_minutes} min from ${feed.url}` : "sent or imported by hand"}`);
  }
  console.log(reports.length === 0 ? `No imports of ${slug} yet.` : reports.map(formatReport).join("\n"));
} finally {
  await database.close();
}
