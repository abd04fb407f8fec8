// Heap per car of the search index, as the server holds it: `node --expose-gc scripts/bench/search-heap.ts [count]`.
// Cars are parsed from their stored JSON one by one, as the stock repository reads them, so no string is shared
// between cars unless the index shares it. Prints the index's heap (stored records, columns, text, orders) per car.
import { CarIndex } from "../../runtime/search/index/car-index.ts";
import { carRecord } from "../../runtime/search/index/car-record.ts";
import { benchCars, DEALERSHIPS } from "./search-stock.ts";
import type { Car } from "../../runtime/types/generated/car.ts";

const count = Number(process.argv[2] ?? 10_000);
const gc = (globalThis as { gc?: () => void }).gc;
if (!gc) throw new Error("run with node --expose-gc");
const heap = () => {
  gc();
  gc();
  return process.memoryUsage().heapUsed + process.memoryUsage().arrayBuffers;
};
const names = new Map(DEALERSHIPS.map((dealership) => [dealership.id, { name: dealership.name }]));

// The stored JSON stays alive throughout, so its size is in every figure and cancels out.
const stored = benchCars(count).map((car) => JSON.stringify(car));
const base = heap();
const index = new CarIndex();
// A page at a time, as the service loads the stock.
for (let i = 0; i < stored.length; i += 250) {
  index.upsertAll(stored.slice(i, i + 250).map((json) => {
    const car = JSON.parse(json) as Car;
    return carRecord(car, names.get(car.dealership_id));
  }));
}
const held = heap() - base;
const records = index.records.reduce((sum, record) => sum + (record ? record.values.length + record.rest.length + 56 : 0), 0);
const kb = (bytes: number) => `${(bytes / count / 1024).toFixed(2)} KB`;
console.log(`${count} cars: whole index ${kb(held)} per car, of which stored records about ${kb(records)} (${index.size} cars; ${kb(stored.reduce((sum, json) => sum + json.length, 0))} of stored JSON)`);
