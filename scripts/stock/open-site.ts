// What the stock scripts share: the site named by --site, validated with its defaults, and the server's database.
import { existsSync } from "node:fs";
import { join, resolve } from "node:path";
import { formatSiteError, loadSites } from "../../runtime/site/load-sites.ts";
import { openDatabase, type OpenedDatabase } from "../../runtime/storage/open-database.ts";
import type { Site } from "../../runtime/types/index.ts";

/** The site document of `slug` from SITES_DIR (default sites/); exits 1 with the validator's report if it is missing or invalid. */
export async function loadSite(slug: string): Promise<Site> {
  const sitesDir = resolve(process.env.SITES_DIR ?? "sites");
  const file = join(sitesDir, `${slug}.json`);
  // A slug is its site document's file name (the validator insists), so an unknown one is a missing file.
  if (!existsSync(file)) {
    console.error(`No site "${slug}" in ${sitesDir}.`);
    process.exit(1);
  }
  const { sites, errors } = await loadSites({ sitesDir, files: [file] });
  if (errors.length > 0 || !sites[0]) {
    for (const error of errors) console.error(formatSiteError(error));
    process.exit(1);
  }
  return sites[0].site;
}

/** The database DATA_DIR or DATABASE_URL names, as the server opens it (created and migrated when new). */
export function openServerDatabase(): Promise<OpenedDatabase> {
  return openDatabase({ dataDir: resolve(process.env.DATA_DIR ?? "data"), databaseUrl: process.env.DATABASE_URL || null });
}
