import { afterAll, beforeAll, describe, expect, it } from "vitest";
import { TENANTS, startSearchFixture, type SearchFixture } from "../test-support/search-fixture.ts";
import type { Car } from "../../types/generated/car.ts";

let fixture: SearchFixture;
beforeAll(async () => {
  fixture = await startSearchFixture(250, 11);
});
afterAll(() => fixture.close());

const DEALERSHIP_NAMES = new Map(Object.values(TENANTS).flatMap((tenant) => tenant.dealerships).map((d) => [d.id, d.name]));

/** How each facet reads a car (spec §3 facet names mapped to car fields). */
const FACETS: Record<string, (car: Car) => string[]> = {
  make: (car) => [car.make],
  model: (car) => [car.model],
  make_model: (car) => [`${car.make} ${car.model}`],
  body: (car) => (car.simple_body ? [car.simple_body] : []),
  fuel: (car) => (car.simple_fuel ? [car.simple_fuel] : []),
  transmission: (car) => (car.simple_transmission ? [car.simple_transmission] : []),
  car_type: (car) => [car.car_type],
  colour: (car) => (car.colour ? [car.colour] : []),
  year: (car) => [String(car.year)],
  seats: (car) => (car.seats === null || car.seats === undefined ? [] : [String(car.seats)]),
  status: (car) => [car.status],
  certified: (car) => [String(car.certified)],
  state: (car) => (car.state ? [car.state] : []),
  location_name: (car) => (car.location ? [car.location.name] : []),
  dealership_name: (car) => [DEALERSHIP_NAMES.get(car.dealership_id)!],
  features: (car) => [...new Set(car.standardEquipment ?? [])],
};
const DISJUNCTIVE = ["make", "body", "fuel", "car_type", "transmission"] as const;

/** A small deterministic random source, so a failure names a reproducible case. */
function random(seed: number): () => number {
  let state = seed;
  return () => {
    state = (state * 1_103_515_245 + 12_345) % 2 ** 31;
    return state / 2 ** 31;
  };
}

function countBy(cars: readonly Car[], values: (car: Car) => string[]): Record<string, number> {
  const counts: Record<string, number> = {};
  for (const car of cars) for (const value of values(car)) counts[value] = (counts[value] ?? 0) + 1;
  return counts;
}

interface Refinement {
  facets: Partial<Record<(typeof DISJUNCTIVE)[number], string[]>>;
  price: [number, number] | null;
  query: string;
}

function matches(car: Car, refinement: Refinement, except?: string): boolean {
  for (const [facet, values] of Object.entries(refinement.facets)) {
    if (facet === except || values.length === 0) continue;
    if (!FACETS[facet]!(car).some((value) => values.includes(value))) return false;
  }
  if (refinement.price && (car.price < refinement.price[0] || car.price > refinement.price[1])) return false;
  return true;
}

describe("facet counts and nbHits against a brute-force count of the stock", () => {
  it("agree for 60 random InstantSearch refinement combinations with their disjunctive queries", async () => {
    const listed = await fixture.listed();
    const next = random(42);
    const pick = <T>(items: readonly T[]) => items[Math.floor(next() * items.length)]!;
    const client = fixture.client(fixture.service.siteSearchKey({ dealerships: [{ id: 101 }, { id: 201 }, { id: 202 }, { id: 301 }] }));
    let withHits = 0;
    for (let round = 0; round < 60; round++) {
      const refinement: Refinement = { facets: {}, price: null, query: "" };
      for (const facet of DISJUNCTIVE) {
        if (next() < 0.4) {
          const count = 1 + Math.floor(next() * 3);
          refinement.facets[facet] = [...new Set(Array.from({ length: count }, () => FACETS[facet]!(pick(listed))[0]!))];
        }
      }
      if (next() < 0.4) {
        const low = Math.floor(next() * 60) * 1000;
        refinement.price = [low, low + 5000 + Math.floor(next() * 60) * 1000];
      }
      const facetFilters = Object.entries(refinement.facets).map(([facet, values]) => values.map((value) => `${facet}:${value}`));
      const numericFilters = refinement.price ? [`price>=${refinement.price[0]}`, `price<=${refinement.price[1]}`] : [];
      const refined = Object.keys(refinement.facets);
      const { results } = await client.search({
        requests: [
          { indexName: "Car_production", hitsPerPage: 21, facets: Object.keys(FACETS), maxValuesPerFacet: 1000, facetFilters, numericFilters },
          ...refined.map((facet) => ({
            indexName: "Car_production", hitsPerPage: 0, facets: facet, maxValuesPerFacet: 1000, numericFilters,
            facetFilters: facetFilters.filter((group) => !group[0]!.startsWith(`${facet}:`)),
          })),
        ],
      });
      const expected = listed.filter((car) => matches(car, refinement));
      if (expected.length > 0) withHits++;
      const main = results[0] as { nbHits: number; facets: Record<string, Record<string, number>>; hits: { objectID: string }[] };
      const label = JSON.stringify(refinement);
      expect(main.nbHits, label).toBe(expected.length);
      expect(main.hits.every((hit) => expected.some((car) => String(car.id) === hit.objectID)), label).toBe(true);
      for (const [facet, values] of Object.entries(FACETS)) {
        expect(main.facets[facet] ?? {}, `${label} ${facet}`).toEqual(countBy(expected, values));
      }
      refined.forEach((facet, index) => {
        const disjunctive = results[index + 1] as { facets: Record<string, Record<string, number>>; hits: unknown[] };
        expect(disjunctive.hits).toEqual([]);
        const pool = listed.filter((car) => matches(car, refinement, facet));
        expect(disjunctive.facets[facet] ?? {}, `${label} disjunctive ${facet}`).toEqual(countBy(pool, FACETS[facet]!));
      });
    }
    // The combinations must mostly find cars, or the comparison would prove little.
    expect(withHits).toBeGreaterThan(30);
  });
});
