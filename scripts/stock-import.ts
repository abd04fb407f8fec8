// npm run stock:import -- --site <slug> [--feed <name>] [--format csv|json] [--changes-only] [--accept-valid] FILE
// Imports a stock feed file into a site's stock and prints the report (stored too: npm run stock:status).
// Exit 1 when the feed was rejected (nothing changed) or the site is unknown; DATA_DIR / DATABASE_URL as for the server.
// Photos the feed names are fetched (URLs) or read from files beside it, and stored where the server keeps them.
import { readFileSync } from "node:fs";
import { basename, dirname, resolve } from "node:path";
import { importStock } from "../runtime/stock/feed/import-stock.ts";
import { mediaConfig } from "../runtime/server/config.ts";
import { photoStore } from "../runtime/server/photo-store-config.ts";
import { guardedPhotoFetch } from "../runtime/stock/photos/guarded-photo-fetch.ts";
import { formatReport } from "../runtime/stock/feed/import-report.ts";
import { formatOfFile, IMPORT_USAGE, parseImportArgs, type ImportArgs } from "../runtime/stock/feed/import-args.ts";
import { createStockRepository } from "../runtime/stock/stock-repository.ts";
import { loadSite, openServerDatabase } from "./stock/open-site.ts";

let args: ImportArgs;
try {
  args = parseImportArgs(process.argv.slice(2));
} catch (error) {
  console.error(`${(error as Error).message}\n${IMPORT_USAGE}`);
  process.exit(2);
}

const site = await loadSite(args.site);
const feed = args.feed === null ? site.stock.feeds[0] : site.stock.feeds.find((candidate) => candidate.name === args.feed);
if (!feed) {
  console.error(`Site ${site.slug} has no feed "${args.feed}" (it has ${site.stock.feeds.map((f) => f.name).join(", ")}).`);
  process.exit(1);
}
let bytes: Uint8Array;
try {
  bytes = readFileSync(args.file);
} catch (error) {
  console.error(`Cannot read ${args.file}: ${(error as Error).message}`);
  process.exit(1);
}

const dataDir = resolve(process.env.DATA_DIR ?? "data");
const database = await openServerDatabase();
try {
  const report = await importStock(createStockRepository(database.db), site, bytes, {
    source: `file:${basename(args.file)}`,
    feed: { ...feed, format: args.format ?? formatOfFile(args.file) ?? feed.format, full: feed.full && !args.changesOnly },
    acceptValid: args.acceptValid,
    photos: { store: photoStore({ dataDir, media: mediaConfig(process.env) }), folder: dirname(resolve(args.file)), fetch: guardedPhotoFetch() },
  });
  console.log(formatReport(report));
  if (report.outcome !== "applied") process.exitCode = 1;
} finally {
  await database.close();
}
