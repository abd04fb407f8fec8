import { afterAll, beforeAll, describe, expect, it } from "vitest";
import { TENANTS, startSearchFixture, type SearchFixture } from "../../../tests/kit/search/search-fixture.ts";
import { matchesText, textWords } from "../../../tests/kit/search/text-oracle.ts";
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

type Range = [number, number] | null;

interface Refinement {
  facets: Partial<Record<(typeof DISJUNCTIVE)[number], string[]>>;
  price: Range;
  km: Range;
  /** Year from, open above. */
  yearFrom: number | null;
  query: string;
  /** A colour left out (facetFilters `colour:-value`) and a make left out (filters `NOT make:value`). */
  notColour: string | null;
  notMake: string | null;
}

const within = (value: number, range: Range) => range === null || (value >= range[0] && value <= range[1]);

function matches(car: Car, refinement: Refinement, except?: string): boolean {
  for (const [facet, values] of Object.entries(refinement.facets)) {
    if (facet === except || values.length === 0) continue;
    if (!FACETS[facet]!(car).some((value) => values.includes(value))) return false;
  }
  if (!within(car.price, refinement.price) || !within(car.km, refinement.km)) return false;
  if (refinement.yearFrom !== null && car.year < refinement.yearFrom) return false;
  if (refinement.notColour !== null && car.colour === refinement.notColour) return false;
  if (refinement.notMake !== null && car.make === refinement.notMake) return false;
  return refinement.query === "" || matchesText(car, refinement.query);
}

/** The parameters InstantSearch (and a Configure) would send for a refinement, minus one facet's own refinements. */
function requestParams(refinement: Refinement, without?: string) {
  const facetFilters: (string | string[])[] = Object.entries(refinement.facets)
    .filter(([facet]) => facet !== without)
    .map(([facet, values]) => values.map((value) => `${facet}:${value}`));
  if (refinement.notColour !== null) facetFilters.push(`colour:-${refinement.notColour}`);
  const numericFilters = [
    ...(refinement.price ? [`price>=${refinement.price[0]}`, `price<=${refinement.price[1]}`] : []),
    ...(refinement.km ? [`km>=${refinement.km[0]}`, `km<=${refinement.km[1]}`] : []),
    ...(refinement.yearFrom !== null ? [`year>=${refinement.yearFrom}`] : []),
  ];
  const filters = refinement.notMake !== null ? `NOT make:"${refinement.notMake}"` : "";
  return { query: refinement.query, facetFilters, numericFilters, filters };
}

describe("facet counts and nbHits against a brute-force count of the stock", () => {
  it("agree for 80 random InstantSearch refinement combinations with their disjunctive queries", async () => {
    const listed = await fixture.listed();
    const next = random(42);
    const pick = <T>(items: readonly T[]) => items[Math.floor(next() * items.length)]!;
    // Text a shopper types: a make, a make's prefix, a make with a typo, a model, a colour or badge word.
    const texts = (car: Car) => [
      car.make.toLowerCase(), car.make.slice(0, 3), `${car.make.slice(0, 2)}${car.make.slice(3)}`, car.model,
      textWords(car.colour)[0] ?? "", textWords(car.badge)[0] ?? "", `${car.make} ${car.model}`,
    ];
    const client = fixture.client(fixture.service.siteSearchKey({ dealerships: [{ id: 101 }, { id: 201 }, { id: 202 }, { id: 301 }] }));
    let withHits = 0;
    const kinds = { query: 0, negation: 0, km: 0, year: 0 };
    for (let round = 0; round < 80; round++) {
      const refinement: Refinement = { facets: {}, price: null, km: null, yearFrom: null, query: "", notColour: null, notMake: null };
      for (const facet of DISJUNCTIVE) {
        if (next() < 0.35) {
          const count = 1 + Math.floor(next() * 3);
          refinement.facets[facet] = [...new Set(Array.from({ length: count }, () => FACETS[facet]!(pick(listed))[0]!))];
        }
      }
      if (next() < 0.3) {
        const low = Math.floor(next() * 60) * 1000;
        refinement.price = [low, low + 5000 + Math.floor(next() * 60) * 1000];
      }
      if (next() < 0.3) {
        const low = Math.floor(next() * 100) * 1000;
        refinement.km = [low, low + 10_000 + Math.floor(next() * 150) * 1000];
        kinds.km++;
      }
      if (next() < 0.3) {
        refinement.yearFrom = 2012 + Math.floor(next() * 13);
        kinds.year++;
      }
      if (next() < 0.4) {
        refinement.query = pick(texts(pick(listed)));
        kinds.query++;
      }
      if (next() < 0.3) {
        refinement.notColour = pick(listed).colour ?? null;
        refinement.notMake = next() < 0.5 ? pick(listed).make : null;
        kinds.negation++;
      }
      const refined = Object.keys(refinement.facets);
      const { results } = await client.search({
        requests: [
          { indexName: "Car_production", hitsPerPage: 21, facets: Object.keys(FACETS), maxValuesPerFacet: 1000, ...requestParams(refinement) },
          ...refined.map((facet) => ({ indexName: "Car_production", hitsPerPage: 0, facets: facet, maxValuesPerFacet: 1000, ...requestParams(refinement, facet) })),
        ],
      });
      const expected = listed.filter((car) => matches(car, refinement));
      if (expected.length > 0) withHits++;
      const main = results[0] as { nbHits: number; facets: Record<string, Record<string, number>>; hits: { objectID: string }[] };
      const label = JSON.stringify(refinement);
      expect(main.nbHits, label).toBe(expected.length);
      expect(main.hits.length, label).toBe(Math.min(21, expected.length));
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
    // The combinations must mostly find cars, and cover each kind of condition, or the comparison would prove little.
    expect(withHits).toBeGreaterThan(35);
    for (const [kind, times] of Object.entries(kinds)) expect(times, kind).toBeGreaterThan(10);
  });
});
