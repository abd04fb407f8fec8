// npm run validate [-- FILE...]: validates site documents (default every sites/*.json), their Markdown content
// (sites/<slug>/ and their templates' folders) and each site's demo stock against schemas/car.schema.json. Prints
// every error at once; exit 1 on any error.
import { formatSiteError, loadSites } from "../runtime/site/load-sites.ts";
import { loadSiteContent } from "../runtime/site/content/load-site-content.ts";
import { stockProblems } from "./validate/stock-problems.ts";

const started = performance.now();
const files = process.argv.slice(2).filter((arg) => !arg.startsWith("--"));
const { sites, errors: siteErrors } = await loadSites({ sitesDir: "sites", ...(files.length > 0 ? { files } : {}) });
const { errors: contentErrors } = await loadSiteContent("sites", sites.map((entry) => entry.site));
const errors = [...siteErrors, ...contentErrors];
for (const error of errors) console.error(formatSiteError(error));

let carsChecked = 0;
let stockErrors = 0;
for (const { site } of sites) {
  const { checked, lines } = stockProblems(site);
  carsChecked += checked;
  stockErrors += lines.length;
  for (const line of lines) console.error(line);
}

const ms = Math.round(performance.now() - started);
if (errors.length + stockErrors > 0) {
  console.error(`\n${errors.length} error(s) in site documents and their Markdown content, ${stockErrors} in demo stock; ${sites.length} site(s) valid.`);
  process.exitCode = 1;
} else {
  console.log(`${sites.length} site(s) valid, ${carsChecked} demo cars checked against car.schema.json in ${ms} ms.`);
}
