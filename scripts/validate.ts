// npm run validate [-- FILE...]: validates site documents (default every sites/*.json) and each site's
// demo stock against schemas/car.schema.json. Prints every error at once; exit 1 on any error.
import { generateSiteStock } from "../runtime/stock/generate.ts";
import { entityValidator } from "../runtime/site/entity-validator.ts";
import { formatSiteError, loadSites } from "../runtime/site/load-sites.ts";
import { translateErrors } from "../runtime/site/translate-errors.ts";
import type { Site } from "../runtime/types/index.ts";

const started = performance.now();
const files = process.argv.slice(2).filter((arg) => !arg.startsWith("--"));
const { sites, errors } = await loadSites({ sitesDir: "sites", ...(files.length > 0 ? { files } : {}) });
for (const error of errors) console.error(formatSiteError(error));

let carsChecked = 0;
let stockErrors = 0;
for (const { site } of sites) {
  for (const line of stockProblems(site)) {
    console.error(line);
    stockErrors++;
  }
}

const ms = Math.round(performance.now() - started);
if (errors.length + stockErrors > 0) {
  console.error(`\n${errors.length} error(s) in site documents, ${stockErrors} in demo stock; ${sites.length} site(s) valid.`);
  process.exitCode = 1;
} else {
  console.log(`${sites.length} site(s) valid, ${carsChecked} demo cars checked against car.schema.json in ${ms} ms.`);
}

function stockProblems(site: Site): string[] {
  const validateCar = entityValidator("car.schema.json");
  const lines: string[] = [];
  let cars: ReturnType<typeof generateSiteStock>;
  try {
    cars = generateSiteStock(site);
  } catch (error) {
    return [`stock:${site.slug}  /  the demo stock generator failed: ${(error as Error).message}`];
  }
  for (const car of cars) {
    carsChecked++;
    const valid: boolean = validateCar(car);
    if (valid) continue;
    for (const problem of translateErrors(validateCar.errors ?? [], car)) {
      lines.push(`stock:${site.slug}:${String(car.id)}  ${problem.pointer || "/"}  ${problem.message}`);
    }
  }
  return lines;
}
