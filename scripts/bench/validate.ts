// npm run bench:validate: time to load and validate the demo sites, then 1,000 generated site documents
// (varied copies of the demo sites), with per-document figures against the demo-site average.
import { cpSync, mkdtempSync, readdirSync, readFileSync, rmSync, writeFileSync } from "node:fs";
import { tmpdir } from "node:os";
import { join } from "node:path";
import { loadSites } from "../../runtime/site/load-sites.ts";
import { siteValidator } from "../../runtime/site/site-validator.ts";

const GENERATED = 1000;
const DEMO_RUNS = 5;

const compileMs = time(() => siteValidator());

const demoFiles = readdirSync("sites").filter((name) => name.endsWith(".json")).sort();
const demoRuns: number[] = [];
for (let run = 0; run < DEMO_RUNS; run++) demoRuns.push(await timeAsync(() => expectValid(loadSites({ sitesDir: "sites" }))));
const demoTotal = median(demoRuns);
const demoPerDoc = demoTotal / demoFiles.length;

const dir = mkdtempSync(join(tmpdir(), "forecourt-bench-sites-"));
try {
  cpSync(join("sites", "templates"), join(dir, "templates"), { recursive: true });
  const files = writeVariations(dir, demoFiles);
  const batchTotal = await timeAsync(() => expectValid(loadSites({ sitesDir: dir })));
  const single: number[] = [];
  for (const file of files) single.push(await timeAsync(() => expectValid(loadSites({ sitesDir: dir, files: [file] }))));
  single.sort((a, b) => a - b);
  const perDoc = batchTotal / files.length;

  const row = (label: string, text: string) => console.log(`  ${label.padEnd(40)}${text}`);
  console.log("Site document validation (read, merge templates, validate, apply defaults, checks)");
  row("schema compile (once per process)", ms(compileMs));
  row(`demo sites (${demoFiles.length} documents)`, `${ms(demoTotal)} total, ${ms(demoPerDoc)} per document (baseline, median of ${DEMO_RUNS} runs)`);
  row(`generated (${files.length} documents, one load)`, `${ms(batchTotal)} total, ${ms(perDoc)} per document = ${ratio(perDoc, demoPerDoc)} the demo-site average`);
  const middle = percentile(single, 0.5);
  const p95 = percentile(single, 0.95);
  row("generated, one document per load", `median ${ms(middle)} (${ratio(middle, demoPerDoc)}), p95 ${ms(p95)} (${ratio(p95, demoPerDoc)}), max ${ms(single.at(-1)!)}`);
} finally {
  rmSync(dir, { recursive: true, force: true });
}

/** Copies of the demo sites with their own slug, name, domain, colours, phone and an extra page each. */
function writeVariations(target: string, demos: string[]): string[] {
  const sources = demos.map((name) => JSON.parse(readFileSync(join("sites", name), "utf8")) as Record<string, any>);
  const files: string[] = [];
  for (let i = 0; i < GENERATED; i++) {
    const site = structuredClone(sources[i % sources.length]!);
    const slug = `${site.slug}-${String(i).padStart(4, "0")}`;
    site.slug = slug;
    site.name = `${site.name} ${i}`;
    site.domains = [`${slug}.example.com.au`];
    site.phone = `0${2 + (i % 7)} ${String(9000 + i).padStart(4, "0")} ${String(1000 + ((i * 37) % 9000)).padStart(4, "0")}`;
    site.theme = { ...site.theme, colors: { ...site.theme?.colors, primary: `#${(0x100000 + i * 2654).toString(16).slice(-6)}` } };
    site.routes = { ...site.routes, [`/offers-${i}`]: `offer-${i}` };
    site.pages = {
      ...site.pages,
      [`offer-${i}`]: {
        title: `Offer ${i}`,
        blocks: [
          { type: "Hero", props: { heading: `Offer ${i}`, subheading: "While stocks last." } },
          { type: "ContentPage", props: { sections: Array.from({ length: 1 + (i % 5) }, (_, n) => ({ heading: `Part ${n + 1}`, paragraphs: ["Terms apply."] })) } },
        ],
      },
    };
    const file = join(target, `${slug}.json`);
    writeFileSync(file, JSON.stringify(site, null, 2));
    files.push(file);
  }
  return files;
}

async function expectValid(load: Promise<{ errors: { message: string }[] }>): Promise<void> {
  const { errors } = await load;
  if (errors.length > 0) throw new Error(`benchmark documents are invalid: ${errors[0]!.message}`);
}

function time(action: () => unknown): number {
  const start = performance.now();
  action();
  return performance.now() - start;
}

async function timeAsync(action: () => Promise<unknown>): Promise<number> {
  const start = performance.now();
  await action();
  return performance.now() - start;
}

function median(values: number[]): number {
  return percentile([...values].sort((a, b) => a - b), 0.5);
}

function percentile(sorted: number[], p: number): number {
  return sorted[Math.min(sorted.length - 1, Math.floor(p * sorted.length))]!;
}

function ms(value: number): string {
  return `${value.toFixed(2)} ms`;
}

function ratio(value: number, baseline: number): string {
  return `${(value / baseline).toFixed(2)}x`;
}
