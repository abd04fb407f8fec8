import { afterAll, beforeAll, describe, expect, it } from "vitest";
import { startSearchFixture, type SearchFixture } from "../../../tests/kit/search/search-fixture.ts";
import type { Car } from "../../types/generated/car.ts";

let fixture: SearchFixture;
beforeAll(async () => {
  fixture = await startSearchFixture();
});
afterAll(() => fixture.close());

async function hitIds(params: Record<string, unknown>): Promise<string[]> {
  const { results } = await fixture.client(fixture.adminKey).search({
    requests: [{ indexName: "Car_production", hitsPerPage: 1000, attributesToRetrieve: [], attributesToHighlight: [], ...params }],
  });
  return (results[0] as { hits: { objectID: string }[] }).hits.map((hit) => hit.objectID).sort();
}

async function expectedIds(matches: (car: Car) => boolean): Promise<string[]> {
  return (await fixture.listed()).filter(matches).map((car) => String(car.id)).sort();
}

const seconds = (iso: string | null) => (iso ? Math.floor(Date.parse(iso) / 1000) : null);
const DAY_AGO = Math.floor(Date.parse("2025-03-09T00:00:00Z") / 1000);

describe("filters: valid expressions find exactly the cars they describe", () => {
  const table: [string, (car: Car) => boolean][] = [
    ["make:Toyota", (car) => car.make === "Toyota"],
    ["make:toyota", (car) => car.make === "Toyota"],
    ['make:"Mercedes-Benz" OR make:Kia', (car) => car.make === "Mercedes-Benz" || car.make === "Kia"],
    ['make_model:"Toyota HiLux"', (car) => car.make === "Toyota" && car.model === "HiLux"],
    ["NOT car_type:new", (car) => car.car_type !== "new"],
    ["car_type:used AND (body:suv OR body:ute)", (car) => car.car_type === "used" && (car.simple_body === "suv" || car.simple_body === "ute")],
    ["(fuel:Electric OR fuel:Hybrid) AND NOT status:sold", (car) => (car.simple_fuel === "Electric" || car.simple_fuel === "Hybrid") && car.status !== "sold"],
    ["price > 50000", (car) => car.price > 50000],
    ["price >= 49990 AND price<=49990", (car) => car.price === 49990],
    ["price:20000 TO 30000", (car) => car.price >= 20000 && car.price <= 30000],
    ["NOT price:20000 TO 30000", (car) => !(car.price >= 20000 && car.price <= 30000)],
    ["price = 0", (car) => car.price === 0],
    ["price != 0 AND km < 10000", (car) => car.price !== 0 && car.km < 10000],
    ["(km < 100 OR km > 150000)", (car) => car.km < 100 || car.km > 150000],
    ["year:2022", (car) => car.year === 2022],
    ["certified:true", (car) => car.certified],
    ["reserved:false AND sold:false", (car) => !car.reserved && !car.sold],
    ["dealership_id:101 OR dealership_id:301", (car) => car.dealership_id === 101 || car.dealership_id === 301],
    ["id:10100002", (car) => car.id === 10100002],
    ["stocknum:U00012", (car) => car.stocknum === "U00012"],
    ['location_name:"Summit North Brisbane"', (car) => car.location?.name === "Summit North Brisbane"],
    ['location.address.city:"Gold Coast"', (car) => car.location?.address.city === "Gold Coast"],
    ["_tags:reserved", (car) => car.reserved],
    ['categories:"Used Cars"', (car) => car.car_type === "used" && car.item_type === "car"],
    ['filtered_features:"Apple CarPlay"', (car) => (car.standardEquipment ?? []).includes("Apple CarPlay")],
    ['features:"Tow Bar"', (car) => (car.standardEquipment ?? []).includes("Tow Bar")],
    ["created_at_timestamp > 1735689600", (car) => Date.parse(car.created_at) / 1000 > 1735689600],
    [`NOT sold_at_timestamp < ${DAY_AGO}`, (car) => !(seconds(car.sold_at) !== null && seconds(car.sold_at)! < DAY_AGO)],
    ["make:NoSuchMake", () => false],
    ["no_such_attribute:x", () => false],
  ];
  it.each(table)("%s", async (filters, matches) => {
    expect(await hitIds({ filters })).toEqual(await expectedIds(matches));
  });

  it("has test data for every row (each valid filter above matches some cars unless it says otherwise)", async () => {
    const empty = [];
    for (const [filters, matches] of table) if ((await expectedIds(matches)).length === 0) empty.push(filters);
    expect(empty).toEqual(["make:NoSuchMake", "no_such_attribute:x"]);
  });

  it("ANDs filters with facetFilters, numericFilters and tagFilters", async () => {
    const ids = await hitIds({
      filters: "car_type:used OR car_type:demo",
      facetFilters: [["make:Toyota", "make:Mazda"], "transmission:-Manual"],
      numericFilters: ["price>=10000", ["km<50000", "year>=2023"]],
      tagFilters: [["-reserved"]],
    });
    expect(ids).toEqual(await expectedIds((car) =>
      car.car_type !== "new" && (car.make === "Toyota" || car.make === "Mazda") && car.simple_transmission !== "Manual"
      && car.price >= 10000 && (car.km < 50000 || car.year >= 2023) && !car.reserved));
    expect(ids.length).toBeGreaterThan(0);
  });
});

describe("filters: invalid expressions get a 400 naming the problem and its position", () => {
  const table: [string, string][] = [
    ["make:", "filters: Unexpected end of input, expected a value at position 6"],
    ["make:Toyota model:Corolla", 'filters: Unexpected "model", expected AND, OR or end of filter at position 13'],
    ["make:Toyota and model:Corolla", 'filters: Unexpected "and", expected AND, OR or end of filter at position 13'],
    ['make:"Land Rover', "filters: Unterminated quoted string at position 6"],
    ["NOT (make:A OR make:B)", "filters: NOT applies to one condition, not a group at position 5"],
    ["make:A OR (make:B AND make:C)", "filters: AND inside parentheses is not supported (filters are an AND of OR groups) at position 19"],
    ["make:A OR make:B AND make:C", "filters: OR next to AND needs parentheses around the OR group at position 8"],
    ["make:A OR price > 5", "filters: OR group mixes filter types (facet, numeric, tag) at position 1"],
    ["price > cheap", 'filters: Unexpected "cheap", expected a number at position 9'],
    ["(make:A", 'filters: Unexpected end of input, expected OR or ")" at position 8'],
  ];
  it.each(table)("%s", async (filters, message) => {
    await expect(hitIds({ filters })).rejects.toMatchObject({ status: 400, message });
  });

  it("reports bad facetFilters and numericFilters the same way", async () => {
    await expect(hitIds({ facetFilters: ["Toyota"] })).rejects.toMatchObject({ status: 400, message: 'facetFilters: "Toyota" is not of the form attribute:value' });
    await expect(hitIds({ numericFilters: ["price >> 5"] })).rejects.toMatchObject({ status: 400, message: 'numericFilters: Unexpected ">", expected a number at position 8' });
  });
});

describe("facetFilters escapes", () => {
  it("treats a leading minus as exclusion and \\- as a literal minus", async () => {
    const [minus, plain] = await fixture.listed();
    await fixture.stock.upsert([{ ...minus!, tag: "-5% Off" }, { ...plain!, tag: "5% Off" }]);
    expect(await hitIds({ facetFilters: ["tag:\\-5% Off"] })).toEqual([String(minus!.id)]);
    expect(await hitIds({ facetFilters: ["tag:-5% Off"] })).toEqual(await expectedIds((car) => car.id !== plain!.id));
  });
});
