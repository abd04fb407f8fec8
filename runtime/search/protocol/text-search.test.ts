import { afterAll, beforeAll, describe, expect, it } from "vitest";
import { startSearchFixture, type SearchFixture } from "../../../tests/kit/search/search-fixture.ts";
import { matchesText, TEXT_FIELDS, textWords } from "../../../tests/kit/search/text-oracle.ts";
import type { Car } from "../../types/generated/car.ts";

let fixture: SearchFixture;
beforeAll(async () => {
  fixture = await startSearchFixture();
});
afterAll(() => fixture.close());

type Hit = { objectID: string; _highlightResult: Record<string, { value: string; matchLevel: string; matchedWords: string[] }> };

async function search(query: string, params: Record<string, unknown> = {}) {
  const { results } = await fixture.client(fixture.adminKey).search({ requests: [{ indexName: "Car_production", query, hitsPerPage: 1000, ...params }] });
  return results[0] as { hits: Hit[]; nbHits: number };
}

const ids = (cars: readonly Car[]) => cars.map((car) => String(car.id)).sort();
const hitIds = (hits: readonly Hit[]) => hits.map((hit) => hit.objectID).sort();

describe("full-text search", () => {
  it("finds a car by stock number, VIN and rego, whole or as a prefix", async () => {
    const listed = await fixture.listed();
    const car = listed.find((candidate) => candidate.vin && candidate.regplate)!;
    // Stock numbers are per dealership, so several dealerships may share one.
    expect(hitIds((await search(car.stocknum)).hits)).toEqual(ids(listed.filter((other) => other.stocknum === car.stocknum)));
    expect(hitIds((await search(car.vin!)).hits)).toContain(String(car.id));
    expect(hitIds((await search(car.vin!.slice(0, 12).toLowerCase())).hits)).toContain(String(car.id));
    expect(hitIds((await search(car.regplate!)).hits)).toContain(String(car.id));
  });

  it("matches every word, the last one also as a prefix, across make, model and badge", async () => {
    const listed = await fixture.listed();
    const toyotas = listed.filter((car) => car.make === "Toyota");
    expect(hitIds((await search("toyota")).hits)).toEqual(ids(toyotas));
    expect(hitIds((await search("Toy")).hits)).toEqual(ids(toyotas));
    const car = toyotas[0]!;
    const expected = listed.filter((other) => other.make === "Toyota" && other.model === car.model);
    expect(hitIds((await search(`toyota ${car.model.toLowerCase()}`)).hits)).toEqual(ids(expected));
    expect((await search("toyota zzzzzz")).nbHits).toBe(0);
  });

  it("tolerates one typo from 4 letters and two from 8, none below and none in words with digits", async () => {
    const toyotas = ids((await fixture.listed()).filter((car) => car.make === "Toyota"));
    expect(hitIds((await search("toyta")).hits)).toEqual(toyotas);
    expect(hitIds((await search("tayota")).hits)).toEqual(toyotas);
    expect((await search("tyyyta")).nbHits).toBe(0);
    const hyundais = ids((await fixture.listed()).filter((car) => car.make === "Hyundai"));
    expect(hitIds((await search("hyunday")).hits)).toEqual(hyundais);
    expect(hitIds((await search("kai")).hits)).toEqual([]);
    const car = (await fixture.listed())[0]!;
    const neighbour = `${car.stocknum.slice(0, -1)}${(Number(car.stocknum.at(-1)) + 1) % 10}`;
    expect(hitIds((await search(neighbour)).hits)).not.toContain(String(car.id));
  });

  it("ranks exact matches before typo matches, whatever their custom rank", async () => {
    const mazdas = (await fixture.listed()).filter((car) => car.make === "Mazda");
    const typo = { ...mazdas[0]!, id: 10199999, slug: "mazdo-x-10199999", name: "2024 Mazdo X", make: "Mazdo", model: "X", badge: null, series: null, custom_rank: 1e9 };
    await fixture.stock.upsert([typo]);
    try {
      const { hits } = await search("mazda");
      expect(hits).toHaveLength(mazdas.length + 1);
      expect(hits.at(-1)!.objectID).toBe("10199999");
      expect((await search("")).hits[0]!.objectID).toBe("10199999");
    } finally {
      await fixture.stock.remove([typo.id]);
    }
  });

  it("searches only the attributes restrictSearchableAttributes names", async () => {
    const listed = await fixture.listed();
    const car = listed[0]!;
    expect((await search(car.stocknum, { restrictSearchableAttributes: ["make", "model"] })).nbHits).toBe(0);
    expect(hitIds((await search(car.stocknum, { restrictSearchableAttributes: ["stocknum"] })).hits))
      .toEqual(ids(listed.filter((other) => other.stocknum === car.stocknum)));
  });
});

const words = textWords;
const expectedFor = (cars: readonly Car[], query: string, fields: readonly (keyof Car)[]) => cars.filter((car) => matchesText(car, query, fields));

/** A word of one field of a listed car: letters only and at least `length` long, so it allows a typo. */
function wordOf(cars: readonly Car[], field: keyof Car, length: number): string {
  for (const car of cars) {
    const found = words(car[field] as string | null).find((word) => word.length >= length && /^[a-z]+$/.test(word));
    if (found) return found;
  }
  throw new Error(`no ${field} word of ${length} letters in the stock`);
}

/** The word with one letter changed (a typo no stock word is likely to share). */
const typo = (word: string) => `${word.slice(0, 2)}${word[2] === "q" ? "x" : "q"}${word.slice(3)}`;

describe("full-text search over badge, series, colour and title", () => {
  it("finds each field's words whole, as a prefix and with a typo, exactly the cars a brute-force count finds", async () => {
    const listed = await fixture.listed();
    const badge = wordOf(listed, "badge", 6);
    const colour = wordOf(listed, "colour", 8);
    const isCode = (word: string) => /\d/.test(word) && /[a-z]/.test(word) && word.length >= 5;
    const seriesCar = listed.find((car) => words(car.series).some(isCode))!;
    const series = words(seriesCar.series).find(isCode)!;
    const titleCar = listed.find((car) => words(car.model).some((word) => word.length >= 5 && /^[a-z]+$/.test(word)))!;
    const model = words(titleCar.model).find((word) => word.length >= 5 && /^[a-z]+$/.test(word))!;
    const cases: [query: string, fields: (keyof Car)[]][] = [
      [badge, ["badge"]], [badge.slice(0, 4), ["badge"]], [typo(badge), ["badge"]],
      [colour, ["colour"]], [colour.slice(0, 5), ["colour"]], [`${colour.slice(0, 3)}x${colour.slice(4)}y`, ["colour"]],
      [series, ["series"]], [series.slice(0, 4), ["series"]],
      [`${titleCar.year} ${model}`, ["name"]], [`${titleCar.year} ${typo(model)}`, ["name"]], [`${titleCar.year} ${model.slice(0, 3)}`, ["name"]],
    ];
    for (const [query, fields] of cases) {
      const expected = expectedFor(listed, query, fields);
      expect(expected.length, query).toBeGreaterThan(0);
      expect(hitIds((await search(query, { restrictSearchableAttributes: fields })).hits), `${query} in ${fields}`).toEqual(ids(expected));
    }
    // Series are identifiers: a changed character is a different series, not a typo.
    const changed = `${series.slice(0, -1)}${series.endsWith("q") ? "x" : "q"}`;
    expect(hitIds((await search(changed, { restrictSearchableAttributes: ["series"] })).hits)).toEqual(ids(expectedFor(listed, changed, ["series"])));
    expect(hitIds((await search(changed, { restrictSearchableAttributes: ["series"] })).hits)).not.toContain(String(seriesCar.id));
  });

  it("searches them among the other fields: a colour and a badge word narrow a make", async () => {
    const listed = await fixture.listed();
    const car = listed.find((candidate) => candidate.badge && candidate.colour && words(candidate.badge).some((word) => word.length >= 4))!;
    const query = `${car.make} ${words(car.colour)[0]} ${words(car.badge).find((word) => word.length >= 4)}`;
    const expected = expectedFor(listed, query, TEXT_FIELDS);
    expect(expected.map((other) => String(other.id))).toContain(String(car.id));
    expect(hitIds((await search(query)).hits)).toEqual(ids(expected));
  });

  it("highlights badge, series, colour and title matches: prefixes up to the query, typo matches whole", async () => {
    const listed = await fixture.listed();
    const car = listed.find((candidate) => candidate.badge && candidate.series && words(candidate.badge)[0]!.length >= 5 && /^[a-z]+$/.test(words(candidate.badge)[0]!))!;
    const badgeWord = car.badge!.match(/[\p{L}\p{N}]+/u)![0];
    const colourWord = car.colour!.match(/[\p{L}\p{N}]+/u)![0];
    const attributesToHighlight = ["badge", "series", "colour", "name"];
    const byId = (hits: Hit[]) => hits.find((hit) => hit.objectID === String(car.id))!;

    const prefix = byId((await search(`${car.series} ${colourWord} ${badgeWord.slice(0, 3)}`, { attributesToHighlight, highlightPreTag: "[", highlightPostTag: "]" })).hits);
    expect(prefix._highlightResult.series).toMatchObject({ value: car.series!.replace(/[\p{L}\p{N}]+/u, (word) => `[${word}]`), matchLevel: "partial" });
    expect(prefix._highlightResult.colour!.value).toContain(`[${colourWord}]`);
    expect(prefix._highlightResult.badge!.value).toContain(`[${badgeWord.slice(0, 3)}]${badgeWord.slice(3)}`);
    expect(prefix._highlightResult.name!.value).toContain(`[${badgeWord.slice(0, 3)}]${badgeWord.slice(3)}`);

    const typoed = byId((await search(`${car.make} ${typo(badgeWord.toLowerCase())}`, { attributesToHighlight, highlightPreTag: "[", highlightPostTag: "]" })).hits);
    expect(typoed._highlightResult.badge!.value).toContain(`[${badgeWord}]`);
    expect(typoed._highlightResult.badge!.matchedWords).toEqual([typo(badgeWord.toLowerCase())]);
    expect(typoed._highlightResult.name!.matchLevel).toBe("full");
    expect(typoed._highlightResult.colour!.matchLevel).toBe("none");
  });
});

describe("highlighting", () => {
  it("wraps matches in the tags exactly as sent, prefixes only up to the query, with match levels", async () => {
    const { hits } = await search("toy", { highlightPreTag: "<mark class='hl'>", highlightPostTag: "</mark>", hitsPerPage: 1 });
    const result = hits[0]!._highlightResult;
    expect(result.make).toEqual({ value: "<mark class='hl'>Toy</mark>ota", matchLevel: "full", matchedWords: ["toy"] });
    expect(result.name!.value).toMatch(/^\d{4} <mark class='hl'>Toy<\/mark>ota /);
    expect(result.model!.matchLevel).toBe("none");
  });

  it("highlights whole words matched with a typo, and marks partial matches", async () => {
    const { hits } = await search("toyta", { highlightPreTag: "__ais-highlight__", highlightPostTag: "__/ais-highlight__", hitsPerPage: 1 });
    const car = fixture.cars.find((candidate) => String(candidate.id) === hits[0]!.objectID)!;
    expect(hits[0]!._highlightResult.make!.value).toBe("__ais-highlight__Toyota__/ais-highlight__");
    const both = await search(`toyota ${car.model}`, { hitsPerPage: 1, attributesToHighlight: ["make", "model", "name"] });
    const highlight = both.hits[0]!._highlightResult;
    expect(highlight.make!.matchLevel).toBe("partial");
    expect(highlight.name!.matchLevel).toBe("full");
    expect(Object.keys(highlight).sort()).toEqual(["make", "model", "name"]);
  });

  it("returns the plain values with matchLevel none for an empty query, and nothing when asked for none", async () => {
    const { hits } = await search("", { hitsPerPage: 1 });
    const car = fixture.cars.find((candidate) => String(candidate.id) === hits[0]!.objectID)!;
    expect(hits[0]!._highlightResult.name).toEqual({ value: car.name, matchLevel: "none", matchedWords: [] });
    expect(Object.keys(hits[0]!._highlightResult)).toEqual(["name", "make", "model", "badge", "series"]);
    const none = await search("", { hitsPerPage: 1, attributesToHighlight: [] });
    expect(none.hits[0]).not.toHaveProperty("_highlightResult");
  });
});

describe("searchable facet values", () => {
  it("finds facet values by word prefix with counts under the request's filters", async () => {
    const listed = await fixture.listed();
    const used = listed.filter((car) => car.car_type === "used");
    const models = [...new Set(used.filter((car) => car.make === "Toyota").map((car) => car.model))];
    const model = models[0]!;
    const response = await fixture.client(fixture.adminKey).searchForFacetValues({
      indexName: "Car_production",
      facetName: "make_model",
      searchForFacetValuesRequest: { facetQuery: `toy ${model.slice(0, 2)}`, maxFacetHits: 10, params: "filters=car_type%3Aused" },
    });
    const expected = used.filter((car) => car.make === "Toyota" && car.model.toLowerCase().split(/[^a-z0-9]+/).some((word) => word.startsWith(model.slice(0, 2).toLowerCase())));
    const counts = new Map<string, number>();
    for (const car of expected) counts.set(`${car.make} ${car.model}`, (counts.get(`${car.make} ${car.model}`) ?? 0) + 1);
    expect(response.facetHits.map((hit) => [hit.value, hit.count]).sort()).toEqual([...counts.entries()].sort());
    expect(response.facetHits.find((hit) => hit.value === `Toyota ${model}`)!.highlighted).toBe(`<em>Toy</em>ota <em>${model.slice(0, 2)}</em>${model.slice(2)}`);
  });

  it("refuses a facet that is not faceted", async () => {
    await expect(fixture.client(fixture.adminKey).searchForFacetValues({ indexName: "Car_production", facetName: "vin", searchForFacetValuesRequest: { facetQuery: "a" } }))
      .rejects.toMatchObject({ status: 400, message: "Cannot search in `vin` attribute, you need to add `searchable(vin)` to attributesForFaceting." });
  });
});
