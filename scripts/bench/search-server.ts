// Child process of `npm run bench:search`: builds a search index of N generated cars and serves it on loopback.
import { mkdtempSync } from "node:fs";
import { tmpdir } from "node:os";
import { join } from "node:path";
import { demoStock } from "../../runtime/search/test-support/demo-stock.ts";
import { createSearchService } from "../../runtime/search/service/search-service.ts";
import { memoryStock } from "../../tests/support/stock-fixtures.ts";
import { startSearchServer } from "../../runtime/search/test-support/search-server.ts";

const count = Number(process.argv[2]);
// "uncached" measures every search run in full, as a query no shopper has sent since the stock last changed.
const resultCacheSize = process.argv[3] === "uncached" ? 0 : undefined;
const now = new Date("2025-03-10T00:00:00Z");
const cities = [["Sydney", "NSW"], ["Melbourne", "VIC"], ["Brisbane", "QLD"], ["Perth", "WA"]] as const;
const dealerships = Array.from({ length: 8 }, (_, i) => {
  const [city, state] = cities[i % cities.length]!;
  return { id: 201 + i, slug: `bench-${i + 1}`, name: `Bench Motors ${i + 1}`, city, state };
});
const site = { dealerships };
const cars = demoStock(dealerships, count / dealerships.length, 7, now);

const gc = (globalThis as { gc?: () => void }).gc;
gc?.();
const heapBefore = process.memoryUsage().heapUsed;
const started = performance.now();
const search = await createSearchService({ stock: memoryStock(cars), dataDir: mkdtempSync(join(tmpdir(), "bench-search-")), now: () => now, sites: [site], resultCacheSize });
const buildMs = performance.now() - started;
gc?.();
const heapMB = (process.memoryUsage().heapUsed - heapBefore) / 2 ** 20;
const server = await startSearchServer(search);

// Refinement pairs a shopper would pick: a make and a body type that the stock has together.
const pairs = new Map<string, { make: string; body: string }>();
for (const car of cars) if (car.simple_body) pairs.set(`${car.make}|${car.simple_body}`, { make: car.make, body: car.simple_body });

process.send!({ port: server.port, buildMs, heapMB, listed: search.size, apiKey: search.siteSearchKey(site), pairs: [...pairs.values()] });
process.on("message", () => void server.close().then(() => process.exit(0)));
