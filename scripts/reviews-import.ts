// npm run reviews:import -- --site <slug> [--location <slug>] [--format csv|json] [--accept-valid] FILE
// Imports a dealer's reviews export (Google Business Profile JSON, or CSV with the spec's Review field names) into
// the site's reviews and prints the report. Exit 1 when the file was rejected (nothing changed); 2 for bad arguments.
import { readFileSync } from "node:fs";
import { parseArgs } from "node:util";
import { formatOfFile } from "../runtime/stock/feed/import-args.ts";
import { formatReviewReport, importReviews } from "../runtime/reviews/import/import-reviews.ts";
import { loadSite, openServerDatabase } from "./stock/open-site.ts";

const USAGE = "Usage: npm run reviews:import -- --site <slug> [--location <slug>] [--format csv|json] [--accept-valid] FILE";

function readArgs() {
  const { values, positionals } = parseArgs({
    args: process.argv.slice(2),
    options: { site: { type: "string" }, location: { type: "string" }, format: { type: "string" }, "accept-valid": { type: "boolean", default: false } },
    allowPositionals: true,
    strict: true,
  });
  if (!values.site) throw new Error("--site is required");
  if (positionals.length !== 1) throw new Error("give exactly one reviews FILE");
  const format = values.format ?? formatOfFile(positionals[0]!);
  if (format !== "csv" && format !== "json") throw new Error("--format must be csv or json (the file's extension says neither)");
  return { site: values.site, location: values.location ?? null, format, acceptValid: values["accept-valid"], file: positionals[0]! } as const;
}

let args: ReturnType<typeof readArgs>;
try {
  args = readArgs();
} catch (error) {
  console.error(`${(error as Error).message}\n${USAGE}`);
  process.exit(2);
}

const site = await loadSite(args.site);
let bytes: Uint8Array;
try {
  bytes = readFileSync(args.file);
} catch (error) {
  console.error(`Cannot read ${args.file}: ${(error as Error).message}`);
  process.exit(1);
}
const database = await openServerDatabase();
try {
  const report = await importReviews(database.db, site, bytes, { format: args.format, location: args.location, acceptValid: args.acceptValid }, new Date());
  console.log(formatReviewReport(report));
  if (report.outcome !== "applied") process.exitCode = 1;
} finally {
  await database.close();
}
