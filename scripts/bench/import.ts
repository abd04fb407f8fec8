// npm run bench:import — stock feed imports, each in a fresh process so its peak RSS is its own: 10,000 cars as
// JSON and 100,000 CSV rows, each imported into an empty stock and then again unchanged (the baseline: reading,
// checking and comparing every row without writing any), cars per second and peak RSS (target for 100,000
// rows: under 300 MB); how long until a second server on the same database (a process of its own following the
// stock change feed, as a second `npm start` does) answers searches with the 10,000 imported cars and with one
// car's change, on SQLite and on PostgreSQL (target: within 2 s of commit); and photo variants (WebP and AVIF at
// five widths plus a JPEG) rendered per second on one core. `npm run bench:import -- searchable` measures only
// the second server.
import { execFile, fork, type ChildProcess } from "node:child_process";
import { mkdtempSync, readFileSync, rmSync, writeFileSync } from "node:fs";
import { cpus, loadavg, tmpdir } from "node:os";
import { join } from "node:path";
import { promisify } from "node:util";
import sharp from "sharp";
import { DMS_HEADER, defaultFeed, dmsRow } from "../../tests/kit/stock-feed-fixtures.ts";
import { sampleCars } from "../../tests/kit/stock-fixtures.ts";
import { startPostgres } from "../../tests/kit/postgres.ts";
import { PLATFORM_FIELDS } from "../../runtime/stock/feed/feed-car.ts";
import { importStock, type ImportSite } from "../../runtime/stock/feed/import-stock.ts";
import { createStockRepository } from "../../runtime/stock/stock-repository.ts";
import { openDatabase } from "../../runtime/storage/open-database.ts";
import { createSearchService, type SearchService } from "../../runtime/search/service/search-service.ts";
import type { Car } from "../../runtime/types/generated/car.ts";
import { isListed } from "../../runtime/rules/listing-visibility.ts";
import { ingestPhoto } from "../../runtime/stock/photos/ingest-photo.ts";
import { diskPhotoStore } from "../../runtime/stock/photos/disk-photo-store.ts";

// Two yards: a dealership's car ids run out at 100,000 (plan-import.ts), so 100,000 rows name one of the two.
const SITE: ImportSite = { slug: "bench-motors", dealerships: [{ id: 901, slug: "bench-motors-city" }, { id: 902, slug: "bench-motors-west" }] };
const MAKES = [["Toyota", "Corolla"], ["Mazda", "CX-5"], ["Ford", "Ranger"], ["Hyundai", "i30"], ["Kia", "Sportage"]] as const;
const SEARCH_KEY = "bench-import";
/** One car's change is timed this many times, a different car each time. */
const CHANGES = 7;

interface Run {
  cars: number;
  firstSeconds: number;
  againSeconds: number;
  peakRssMb: number;
}

/** What the second server is asked to tell: the moment its search answer holds `hits` cars matching `filters`. */
interface Watch {
  filters: string;
  hits: number;
}

interface SecondServerRun {
  engine: string;
  importSeconds: number;
  importSearchableMs: number;
  changeMs: number[];
  changeSearchableMs: number[];
  /** The machine's load average over the last minute, before and after. */
  load: [number, number];
}

if (process.argv[2] === "--child") {
  const [format, file] = process.argv.slice(3) as ["csv" | "json", string];
  console.log(JSON.stringify(await importTwice(format, file)));
  process.exit(0);
} else if (process.argv[2] === "--second-server") {
  await secondServer(process.argv[3]!, process.argv[4] || null);
} else {
  await bench(process.argv[2] === "searchable");
}

async function bench(searchableOnly: boolean): Promise<void> {
  const dir = mkdtempSync(join(tmpdir(), "forecourt-bench-import-"));
  try {
    const json = join(dir, "stock.json");
    writeFileSync(json, JSON.stringify(jsonCars(10_000)));
    if (!searchableOnly) {
      const csv = join(dir, "stock.csv");
      writeFileSync(csv, [`${DMS_HEADER},DealerID`, ...Array.from({ length: 100_000 }, (_, i) => csvRow(i))].join("\n"));
      const rows: [string, Run][] = [
        ["JSON, 10,000 cars", await child("json", json)],
        ["CSV, 100,000 rows", await child("csv", csv)],
      ];
      console.log(`\nStock feed imports into SQLite, one transaction each, on ${cpus().length} cores\n`);
      console.log(`${"".padEnd(20)}  ${"first import".padStart(22)}  ${"again, unchanged".padStart(22)}  ${"peak RSS".padStart(9)}`);
      for (const [name, run] of rows) {
        const rate = (seconds: number) => `${seconds.toFixed(2)} s, ${Math.round(run.cars / seconds).toLocaleString("en-AU")}/s`;
        console.log(`${name.padEnd(20)}  ${rate(run.firstSeconds).padStart(22)}  ${rate(run.againSeconds).padStart(22)}  ${`${run.peakRssMb} MB`.padStart(9)}`);
      }
    }
    const seen = [await searchableOnSecondServer("SQLite", json), await searchableOnSecondServer("PostgreSQL", json)];
    console.log(`\nSearchable on a second server (a process of its own on the same database), on ${cpus().length} cores; target: within 2 s of commit\n`);
    console.log(`${"".padEnd(10)}  ${"10,000 cars: import".padStart(20)}  ${"searchable".padStart(11)}  ${`one car, ${CHANGES} times: write`.padStart(29)}  ${"searchable".padStart(16)}  load average`);
    for (const run of seen) {
      const spread = (values: number[]) => `${median(values)} (${Math.max(...values)}) ms`;
      console.log(
        `${run.engine.padEnd(10)}  ${`${run.importSeconds.toFixed(2)} s`.padStart(20)}  ${`${run.importSearchableMs} ms`.padStart(11)}  ${spread(run.changeMs).padStart(29)}  ${spread(run.changeSearchableMs).padStart(16)}  ${run.load.map((load) => load.toFixed(1)).join(" -> ")}`,
      );
    }
    console.log("Searchable: from the write's commit until the second server's search answer holds it. One car: median (worst).");
    if (!searchableOnly) {
      const photos = await photoVariantsPerSecond(dir);
      console.log(`\nPhotos: ${photos.variants} variants of ${photos.photos} 2400x1600 JPEGs in ${photos.seconds.toFixed(2)} s on one core: ${(photos.variants / photos.seconds).toFixed(1)} variants/s`);
    }
  } finally {
    rmSync(dir, { recursive: true, force: true });
  }
}

async function child(format: "csv" | "json", file: string): Promise<Run> {
  // The young generation capped as `npm run stock:import` caps it: V8 would otherwise grow it past 100 MB of
  // mostly garbage while a large feed streams through.
  const args = ["--max-semi-space-size=16", import.meta.filename, "--child", format, file];
  const { stdout } = await promisify(execFile)(process.execPath, args, { maxBuffer: 1 << 20 });
  return JSON.parse(stdout.trim().split("\n").at(-1)!) as Run;
}

/** In this process: imports the feed into an empty stock, then again. */
async function importTwice(format: "csv" | "json", file: string): Promise<Run> {
  const dataDir = mkdtempSync(join(tmpdir(), "forecourt-bench-import-db-"));
  const database = await openDatabase({ dataDir });
  try {
    const stock = createStockRepository(database.db);
    const bytes = readFileSync(file);
    const options = { source: `file:${file}`, feed: { ...defaultFeed(), format }, acceptValid: false };
    let started = performance.now();
    const first = await importStock(stock, SITE, bytes, options);
    const firstSeconds = (performance.now() - started) / 1000;
    if (first.outcome !== "applied" || first.counts.added === 0) throw new Error(`the first import was not applied: ${JSON.stringify(first.problems.slice(0, 3))}`);
    started = performance.now();
    const again = await importStock(stock, SITE, bytes, options);
    const againSeconds = (performance.now() - started) / 1000;
    if (again.counts.unchanged !== first.counts.added) throw new Error("the second import changed cars");
    return { cars: first.counts.added, firstSeconds, againSeconds, peakRssMb: Math.round(process.resourceUsage().maxRSS / 1024) };
  } finally {
    await database.close();
    rmSync(dataDir, { recursive: true, force: true });
  }
}

/**
 * In this process: imports the JSON feed into an empty stock, then changes one listed car at a time, while a
 * second server in a process of its own follows the database and says when its search answer holds each write.
 */
async function searchableOnSecondServer(engine: "SQLite" | "PostgreSQL", file: string): Promise<SecondServerRun> {
  const dataDir = mkdtempSync(join(tmpdir(), "forecourt-bench-import-db-"));
  // The tests' throwaway cluster: no fsync, so its commits are quicker than a production server's.
  const cluster = engine === "PostgreSQL" ? await startPostgres() : null;
  try {
    const databaseUrl = cluster ? await cluster.createDatabase("bench_import") : null;
    const database = await openDatabase({ dataDir, databaseUrl });
    const second = fork(import.meta.filename, ["--second-server", dataDir, databaseUrl ?? ""]);
    try {
      await nextMessage(second);
      const seen = (watch: Watch) => {
        const answered = nextMessage(second) as Promise<number>;
        second.send(watch);
        return answered;
      };
      const load = loadavg()[0]!;
      const bytes = readFileSync(file);
      // The second server indexes the listed cars only (not the feed's hidden or long-sold ones).
      const listed = (JSON.parse(bytes.toString()) as Car[]).filter((car) => isListed(car, { recentlySoldDays: 3 }, new Date())).length;
      const stock = createStockRepository(database.db);
      const imported = seen({ filters: "", hits: listed });
      const started = now();
      const report = await importStock(stock, SITE, bytes, { source: `file:${file}`, feed: { ...defaultFeed(), format: "json" }, acceptValid: false });
      const committed = now();
      if (report.outcome !== "applied") throw new Error(`the import was not applied: ${JSON.stringify(report.problems.slice(0, 3))}`);
      const importSearchableMs = Math.round((await imported) - committed);
      const cars = (await stock.carsAfter(0, 200)).filter((car) => isListed(car, { recentlySoldDays: 3 }, new Date())).slice(0, CHANGES);
      const changeMs: number[] = [];
      const changeSearchableMs: number[] = [];
      for (const [i, car] of cars.entries()) {
        const price = 1_000_000 + i;
        const changed = seen({ filters: `price = ${price}`, hits: 1 });
        const writing = now();
        await stock.upsert([{ ...car, price }]);
        const done = now();
        changeMs.push(Math.round(done - writing));
        changeSearchableMs.push(Math.round((await changed) - done));
      }
      return { engine, importSeconds: (committed - started) / 1000, importSearchableMs, changeMs, changeSearchableMs, load: [load, loadavg()[0]!] };
    } finally {
      second.kill();
      await database.close();
    }
  } finally {
    await cluster?.stop();
    rmSync(dataDir, { recursive: true, force: true });
  }
}

/** The second server: a search service following the database as `npm start`'s does, telling when it answers what it is asked. */
async function secondServer(dataDir: string, databaseUrl: string | null): Promise<void> {
  const database = await openDatabase({ dataDir, databaseUrl });
  const search = await createSearchService({ stock: createStockRepository(database.db, { notices: database.notices }), dataDir, env: { SEARCH_ADMIN_KEY: SEARCH_KEY } });
  process.on("message", (watch: Watch) => {
    void answeredAt(search, watch).then((at) => process.send!(at));
  });
  process.send!("ready");
}

/** When the search answer (the HTTP endpoint's, its answer cache included) first holds the cars watched for. */
async function answeredAt(search: SearchService, { filters, hits }: Watch): Promise<number> {
  const body = JSON.stringify({ requests: [{ indexName: "Car_production", filters, hitsPerPage: 0 }] });
  for (;;) {
    const answer = JSON.parse(await search.searchJson(body, SEARCH_KEY)) as { results: { nbHits: number }[] };
    if (answer.results[0]!.nbHits >= hits) return now();
    await new Promise((resolve) => setTimeout(resolve, 5));
  }
}

/** Milliseconds since the epoch, finer than Date.now(), comparable between processes on this machine. */
function now(): number {
  return performance.timeOrigin + performance.now();
}

function nextMessage(child: ChildProcess): Promise<unknown> {
  return new Promise((resolve, reject) => {
    const exited = (code: number | null) => reject(new Error(`the second server exited (${code})`));
    child.once("exit", exited);
    child.once("message", (message) => {
      child.off("exit", exited);
      resolve(message);
    });
  });
}

function median(values: readonly number[]): number {
  const sorted = [...values].sort((a, b) => a - b);
  return sorted[Math.floor(sorted.length / 2)]!;
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
