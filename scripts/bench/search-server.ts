// Child process of `npm run bench:search`: opens the seeded SQLite stock, builds the search index from it and
// serves it on loopback, reporting how long it took to be ready (reading the stock apart), what the index holds
// (heap + array buffers: its typed-array columns live outside the JS heap) and RSS. Messages: "bump" changes
// one car, as a stock change would, so the next search cannot reuse an answer; "memory" reports the memory
// after a full collection; "stop" ends it.
import { isListed } from "../../runtime/rules/listing-visibility.ts";
import { SORT_OPTIONS, sortIndexName, type SortOption } from "../../runtime/search/replicas.ts";
import { createSearchService } from "../../runtime/search/service/search-service.ts";
import { serveSearch } from "./search-http.ts";
import { openDatabase } from "../../runtime/storage/open-database.ts";
import { createStockRepository } from "../../runtime/stock/stock-repository.ts";
import { DEALERSHIPS, memoryMB, NOW } from "./search-stock.ts";

const [dataDir, mode] = [process.argv[2]!, process.argv[3]!];
const site = { dealerships: DEALERSHIPS };
const before = memoryMB();
const started = performance.now();
// CPU time beside wall time: on a machine shared with other work, the CPU the server itself spent is the steadier figure.
const cpuMs = (since?: NodeJS.CpuUsage) => {
  const { user, system } = process.cpuUsage(since);
  return (user + system) / 1000;
};
const cpuStarted = process.cpuUsage();
const database = await openDatabase({ dataDir });
const stored = createStockRepository(database.db);
let readMs = 0;
let readCpuMs = 0;
// The stock as the service reads it, a page of stored JSON text at a time (parsed in the service's worker), the
// reading timed apart from the indexing.
const stock = {
  ...stored,
  async carJsonAfter(afterId: number, limit: number) {
    const start = performance.now();
    const cpuStart = process.cpuUsage();
    const rows = await stored.carJsonAfter!(afterId, limit);
    readMs += performance.now() - start;
    readCpuMs += cpuMs(cpuStart);
    return rows;
  },
};
// "cached" keeps the service's result cache (its default); the other modes run every search in full.
const resultCacheSize = mode === "cold" || mode === "warm" ? 0 : undefined;
const search = await createSearchService({ stock, dataDir, now: () => NOW, sites: [site], resultCacheSize, stockPollMs: 0 });
const readyMs = performance.now() - started;
const readyCpuMs = cpuMs(cpuStarted);
const apiKey = search.siteSearchKey(site);
// Listed cars to change one at a time ("bump"): only a listed car's change reaches the index (and changes its version).
const listedCars = (await stored.carsAfter(0, 2000)).filter((car) => isListed(car, { recentlySoldDays: 3 }, NOW)).slice(0, 1000);
const ready = memoryMB();

// Each replica's sort order is built on the first search of that replica: do that now, and time it.
const sortsStarted = performance.now();
for (const option of Object.keys(SORT_OPTIONS) as SortOption[]) {
  await search.search({ requests: [{ indexName: sortIndexName(search.indexName, option), hitsPerPage: 1, attributesToHighlight: [] }] }, apiKey);
}
const sortsMs = performance.now() - sortsStarted;
const server = await serveSearch(search);

let bumps = 0;
process.send!({
  port: server.port,
  readyMs,
  readMs,
  readyCpuMs,
  readCpuMs,
  sortsMs,
  indexMB: ready.heap - before.heap,
  rssMB: ready.rss,
  listed: search.size,
  apiKey,
});
process.on("message", (message) => {
  if (message === "bump") {
    const car = listedCars[bumps++ % listedCars.length]!;
    void stored.upsert([{ ...car, updated_at: new Date(NOW.getTime() + bumps * 1000).toISOString() }]).then(() => process.send!("bumped"));
  } else if (message === "memory") {
    process.send!(memoryMB());
  } else {
    search.close();
    void server.close().then(() => database.close()).then(() => process.exit(0));
  }
});
