// Child process of `npm run bench:search`: the peer figure. @orama/orama indexes the same generated cars and
// answers the search page's main query (make and body refined, its facets counted, a page of hits) in-process.
// Facets are enums (numbers counted by value, as ours are); `filtered_features` is an enum list.
import { create, insertMultiple, search, type AnyOrama } from "@orama/orama";
import { percentile } from "./support.ts";
import { benchCars, FACETS, HITS_PER_PAGE, MAX_VALUES, memoryMB, refinementPairs } from "./search-stock.ts";
import { attributeValue } from "../../runtime/search/index/attributes.ts";
import { carRecord } from "../../runtime/search/index/car-record.ts";

const [count, rounds] = [Number(process.argv[2]), Number(process.argv[3])];
const cars = benchCars(count);
const documents = cars.map((car) => {
  const record = carRecord(car, { name: `Bench Motors ${car.dealership_id - 200}` });
  const document: Record<string, unknown> = { id: record.objectID, name: car.name };
  for (const facet of FACETS) {
    const value = attributeValue(record.attributes, facet);
    document[facet] = Array.isArray(value) ? value.map(String) : value === null || value === undefined ? undefined : String(value);
  }
  return document;
});
const schema = Object.fromEntries([["name", "string"], ...FACETS.map((facet) => [facet, facet === "filtered_features" ? "enum[]" : "enum"])]);
const before = memoryMB();
const started = performance.now();
const db: AnyOrama = create({ schema });
await insertMultiple(db, documents as never, 1000);
const buildMs = performance.now() - started;
const indexMB = memoryMB().heap - before.heap;
const facets = Object.fromEntries(FACETS.map((facet) => [facet, { limit: MAX_VALUES }]));
const pairs = refinementPairs(cars);
const times: number[] = [];
for (let i = 0; i < rounds; i++) {
  const { make, body } = pairs[i % pairs.length]!;
  const start = performance.now();
  await search(db, { term: "", where: { make: { eq: make }, body: { eq: body } }, facets, limit: HITS_PER_PAGE } as never);
  times.push(performance.now() - start);
}
times.sort((a, b) => a - b);
process.send!({ buildMs, indexMB, p50: percentile(times, 0.5), p99: percentile(times, 0.99) });
