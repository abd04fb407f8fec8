// npm run bench:import — stock feed imports, each in a fresh process so its peak RSS is its own: 10,000 cars as
// JSON and 100,000 CSV rows, each imported into an empty stock and then again unchanged (the baseline: reading,
// checking and comparing every row without writing any), cars per second and peak RSS (target for 100,000
// rows: under 300 MB); how long until a second server on the same database finds the imported cars; and photo
// variants (WebP and AVIF at five widths plus a JPEG) rendered per second on one core.
import { execFile } from "node:child_process";
import { mkdtempSync, readFileSync, rmSync, writeFileSync } from "node:fs";
import { cpus, tmpdir } from "node:os";
import { join } from "node:path";
import { promisify } from "node:util";
import sharp from "sharp";
import { DMS_HEADER, defaultFeed, dmsRow } from "../../tests/kit/stock-feed-fixtures.ts";
import { sampleCars } from "../../tests/kit/stock-fixtures.ts";
import { PLATFORM_FIELDS } from "../../runtime/stock/feed/feed-car.ts";
import { importStock, type ImportSite } from "../../runtime/stock/feed/import-stock.ts";
import { createStockRepository } from "../../runtime/stock/stock-repository.ts";
import { openDatabase } from "../../runtime/storage/open-database.ts";
import { createSearchService } from "../../runtime/search/service/search-service.ts";
import type { Car } from "../../runtime/types/generated/car.ts";
import { isListed } from "../../runtime/rules/listing-visibility.ts";
import { ingestPhoto } from "../../runtime/stock/photos/ingest-photo.ts";
import { diskPhotoStore } from "../../runtime/stock/photos/disk-photo-store.ts";

// Two yards: a dealership's car ids run out at 100,000 (plan-import.ts), so 100,000 rows name one of the two.
const SITE: ImportSite = { slug: "bench-motors", dealerships: [{ id: 901, slug: "bench-motors-city" }, { id: 902, slug: "bench-motors-west" }] };
const MAKES = [["Toyota", "Corolla"], ["Mazda", "CX-5"], ["Ford", "Ranger"], ["Hyundai", "i30"], ["Kia", "Sportage"]] as const;

interface Run {
  cars: number;
  firstSeconds: number;
  againSeconds: number;
  peakRssMb: number;
  searchableMs?: number;
}

if (process.argv[2] === "--child") {
  const [format, file, searched] = process.argv.slice(3) as ["csv" | "json", string, string];
  console.log(JSON.stringify(await importTwice(format, file, searched === "search")));
  process.exit(0);
}

const dir = mkdtempSync(join(tmpdir(), "forecourt-bench-import-"));
try {
  const json = join(dir, "stock.json");
  writeFileSync(json, JSON.stringify(jsonCars(10_000)));
  const csv = join(dir, "stock.csv");
  writeFileSync(csv, [`${DMS_HEADER},DealerID`, ...Array.from({ length: 100_000 }, (_, i) => csvRow(i))].join("\n"));

  const rows: [string, Run][] = [
    ["JSON, 10,000 cars", await child("json", json, true)],
    ["CSV, 100,000 rows", await child("csv", csv, false)],
  ];
  console.log(`\nStock feed imports into SQLite, one transaction each, on ${cpus().length} cores\n`);
  console.log(`${"".padEnd(20)}  ${"first import".padStart(22)}  ${"again, unchanged".padStart(22)}  ${"peak RSS".padStart(9)}  searchable on a 2nd server`);
  for (const [name, run] of rows) {
    const rate = (seconds: number) => `${seconds.toFixed(2)} s, ${Math.round(run.cars / seconds).toLocaleString("en-AU")}/s`;
    console.log(
      `${name.padEnd(20)}  ${rate(run.firstSeconds).padStart(22)}  ${rate(run.againSeconds).padStart(22)}  ${`${run.peakRssMb} MB`.padStart(9)}  ${run.searchableMs === undefined ? "" : `${run.searchableMs} ms after commit`}`,
    );
  }
  const photos = await photoVariantsPerSecond(dir);
  console.log(`\nPhotos: ${photos.variants} variants of ${photos.photos} 2400x1600 JPEGs in ${photos.seconds.toFixed(2)} s on one core: ${(photos.variants / photos.seconds).toFixed(1)} variants/s`);
} finally {
  rmSync(dir, { recursive: true, force: true });
}

async function child(format: "csv" | "json", file: string, search: boolean): Promise<Run> {
  // The young generation capped as `npm run stock:import` caps it: V8 would otherwise grow it past 100 MB of
  // mostly garbage while a large feed streams through.
  const args = ["--max-semi-space-size=16", import.meta.filename, "--child", format, file, search ? "search" : "-"];
  const { stdout } = await promisify(execFile)(process.execPath, args, { maxBuffer: 1 << 20 });
  return JSON.parse(stdout.trim().split("\n").at(-1)!) as Run;
}

/** In this process: imports the feed into an empty stock, then again; with `search`, a second server watches. */
async function importTwice(format: "csv" | "json", file: string, search: boolean): Promise<Run> {
  const dataDir = mkdtempSync(join(tmpdir(), "forecourt-bench-import-db-"));
  const database = await openDatabase({ dataDir });
  const other = search ? await openDatabase({ dataDir }) : null;
  const watcher = other ? await createSearchService({ stock: createStockRepository(other.db), dataDir: "", env: { SEARCH_ADMIN_KEY: "bench-import" } }) : null;
  try {
    const stock = createStockRepository(database.db);
    const bytes = readFileSync(file);
    const options = { source: `file:${file}`, feed: { ...defaultFeed(), format }, acceptValid: false };
    // The second server indexes the listed cars only (not the feed's hidden or long-sold ones).
    const listed = search ? (JSON.parse(bytes.toString()) as Car[]).filter((car) => isListed(car, { recentlySoldDays: 3 }, new Date())).length : 0;
    let started = performance.now();
    const first = await importStock(stock, SITE, bytes, options);
    const firstSeconds = (performance.now() - started) / 1000;
    if (first.outcome !== "applied" || first.counts.added === 0) throw new Error(`the first import was not applied: ${JSON.stringify(first.problems.slice(0, 3))}`);
    let searchableMs: number | undefined;
    if (watcher) {
      const committed = performance.now();
      while (watcher.size < listed) await new Promise((resolve) => setTimeout(resolve, 10));
      searchableMs = Math.round(performance.now() - committed);
    }
    started = performance.now();
    const again = await importStock(stock, SITE, bytes, options);
    const againSeconds = (performance.now() - started) / 1000;
    if (again.counts.unchanged !== first.counts.added) throw new Error("the second import changed cars");
    return { cars: first.counts.added, firstSeconds, againSeconds, peakRssMb: Math.round(process.resourceUsage().maxRSS / 1024), ...(searchableMs === undefined ? {} : { searchableMs }) };
  } finally {
    watcher?.close();
    await other?.close();
    await database.close();
    rmSync(dataDir, { recursive: true, force: true });
  }
}

/** Demo cars as a dealer's JSON feed sends them: no platform fields, one stock number each. */
function jsonCars(count: number): Record<string, unknown>[] {
  const cars = sampleCars(count);
  return cars.map((car, i) => {
    const row: Record<string, unknown> = { ...car, stocknum: `J${i}`, dealership_id: 901 + (i % 2) };
    for (const field of PLATFORM_FIELDS) delete row[field];
    return row;
  });
}

function csvRow(i: number): string {
  const [make, model] = MAKES[i % MAKES.length]!;
  return `${dmsRow(`C${i}`, { make, model, year: String(2012 + (i % 13)), price: String(9990 + (i % 400) * 100) })},${901 + (i % 2)}`;
}

async function photoVariantsPerSecond(dir: string): Promise<{ photos: number; variants: number; seconds: number }> {
  sharp.concurrency(1);
  const store = diskPhotoStore(join(dir, "photos"));
  const originals = await Promise.all(
    Array.from({ length: 6 }, async (_, i) =>
      // Noise softened to the detail of a photo: pure noise is the encoders' worst case, a flat colour their best.
      sharp(await sharp({ create: { width: 2400, height: 1600, channels: 3, background: "#808080", noise: { type: "gaussian", mean: 120 + i, sigma: 60 } } }).png().toBuffer())
        .blur(3)
        .jpeg({ quality: 85 })
        .toBuffer(),
    ),
  );
  let variants = 0;
  const started = performance.now();
  for (const original of originals) {
    const result = await ingestPhoto(original, store);
    if (!result.ok) throw new Error(result.message);
    variants += result.photo.widths.length * 2 + 1;
  }
  return { photos: originals.length, variants, seconds: (performance.now() - started) / 1000 };
}
