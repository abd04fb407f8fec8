// Child process of `npm run bench:search`: builds a search index of N generated cars and serves it on loopback.
// Reports the index build (and, separately, the replica sort orders, which are built on their first search) and the
// memory they hold: heap plus array buffers (the index's typed-array columns live outside the JS heap) and RSS.
// On the message "bump" it changes one car, as a stock change would, so the next search cannot reuse an answer.
import { mkdtempSync } from "node:fs";
import { tmpdir } from "node:os";
import { join } from "node:path";
import { isListed } from "../../runtime/rules/listing-visibility.ts";
import { SORT_OPTIONS, sortIndexName, type SortOption } from "../../runtime/search/replicas.ts";
import { demoStock } from "../../tests/kit/search/demo-stock.ts";
import { createSearchService } from "../../runtime/search/service/search-service.ts";
import { memoryStock } from "../../tests/kit/stock-fixtures.ts";
import { startSearchServer } from "../../tests/kit/search/search-server.ts";

const count = Number(process.argv[2]);
// "cached" keeps the service's result cache (its default); the other modes run every search in full.
const resultCacheSize = process.argv[3] === "cached" ? undefined : 0;
const now = new Date("2025-03-10T00:00:00Z");
const cities = [["Sydney", "NSW"], ["Melbourne", "VIC"], ["Brisbane", "QLD"], ["Perth", "WA"]] as const;
const dealerships = Array.from({ length: 8 }, (_, i) => {
  const [city, state] = cities[i % cities.length]!;
  return { id: 201 + i, slug: `bench-${i + 1}`, name: `Bench Motors ${i + 1}`, city, state };
});
const site = { dealerships };
const cars = demoStock(dealerships, count / dealerships.length, 7, now);
const stock = memoryStock(cars);

const gc = (globalThis as { gc?: () => void }).gc!;
const memory = () => {
  gc();
  const usage = process.memoryUsage();
  return { heap: usage.heapUsed + usage.arrayBuffers, rss: usage.rss };
};
const before = memory();
const started = performance.now();
const search = await createSearchService({ stock, dataDir: mkdtempSync(join(tmpdir(), "bench-search-")), now: () => now, sites: [site], resultCacheSize });
const buildMs = performance.now() - started;
const apiKey = search.siteSearchKey(site);

// Each replica's sort order is built on the first search of that replica: do that now, and time it.
const sortsStarted = performance.now();
for (const option of Object.keys(SORT_OPTIONS) as SortOption[]) {
  await search.search({ requests: [{ indexName: sortIndexName(search.indexName, option), hitsPerPage: 1, attributesToHighlight: [] }] }, apiKey);
}
const sortsMs = performance.now() - sortsStarted;
const after = memory();
const server = await startSearchServer(search);

// Refinement pairs a shopper would pick: a make and a body type that the stock has together.
const pairs = new Map<string, { make: string; body: string }>();
for (const car of cars) if (car.simple_body) pairs.set(`${car.make}|${car.simple_body}`, { make: car.make, body: car.simple_body });

// Only a listed car's change reaches the index (and so changes its version).
const listedCars = cars.filter((car) => isListed(car, { recentlySoldDays: 3 }, now));
let bumps = 0;
process.send!({
  port: server.port,
  buildMs,
  sortsMs,
  heapMB: (after.heap - before.heap) / 2 ** 20,
  rssMB: (after.rss - before.rss) / 2 ** 20,
  listed: search.size,
  apiKey,
  pairs: [...pairs.values()],
});
process.on("message", (message) => {
  if (message === "bump") {
    const car = listedCars[bumps++ % listedCars.length]!;
    void stock.upsert([{ ...car, updated_at: new Date(now.getTime() + bumps * 1000).toISOString() }]).then(() => process.send!("bumped"));
    return;
  }
  void server.close().then(() => process.exit(0));
});
