// npm run generate-stock -- [--site slug] [--count N] [--seed S] [--now ISO-date] [--out file.json]
// Prints (or writes) the demo stock the platform seeds for each site, as one JSON array of cars. SITES_DIR
// chooses the site folder, as for the server.
import { createWriteStream } from "node:fs";
import { once } from "node:events";
import { join } from "node:path";
import type { Writable } from "node:stream";
import { formatSiteError, loadSites } from "../runtime/site/load-sites.ts";
import { generateSiteStock } from "../runtime/demo/stock/generate.ts";
import { GENERATE_USAGE, parseGenerateArgs, type GenerateArgs } from "../runtime/demo/stock/generate-args.ts";

let args: GenerateArgs;
try {
  args = parseGenerateArgs(process.argv.slice(2));
} catch (error) {
  console.error(`${(error as Error).message}\n${GENERATE_USAGE}`);
  process.exit(2);
}

const sitesDir = process.env.SITES_DIR ?? "sites";
const { sites, errors } = await loadSites({ sitesDir, files: args.site ? [join(sitesDir, `${args.site}.json`)] : undefined });
for (const error of errors) console.error(formatSiteError(error));
if (errors.length > 0 || sites.length === 0) {
  console.error(args.site ? `Site ${args.site} could not be loaded.` : "No site could be loaded.");
  process.exit(1);
}

const out: Writable = args.out ? createWriteStream(args.out) : process.stdout;
const write = async (text: string) => {
  if (!out.write(text)) await once(out, "drain");
};
const now = args.now ?? new Date();
let written = 0;
await write("[");
for (const { site } of sites) {
  // Written car by car: 100,000 cars are far more JSON than one string can hold.
  for (const car of generateSiteStock(site, { count: args.count ?? undefined, seed: args.seed ?? undefined, now })) {
    await write(`${written === 0 ? "\n" : ",\n"}${JSON.stringify(car)}`);
    written += 1;
  }
  console.error(`${site.slug}: generated its demo stock`);
}
await write("\n]\n");
if (args.out) {
  out.end();
  await once(out, "finish");
  console.error(`Wrote ${written} cars to ${args.out}`);
}
