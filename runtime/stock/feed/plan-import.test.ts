import { describe, expect, it } from "vitest";
import { defaultFeed, DMS_HEADER, dmsRow, withoutTimes } from "../../../tests/kit/stock-feed-fixtures.ts";
import { isListed } from "../../rules/listing-visibility.ts";
import type { Car } from "../../types/generated/car.ts";
import { readCsvRows, readJsonRows } from "./feed-rows.ts";
import { planImport, type PlanInput } from "./plan-import.ts";

const { mapping } = defaultFeed();
const DEALERSHIP = { id: 101, slug: "harbour-motors-toyota" };
const T1 = "2026-11-20T00:00:00.000Z";
const T2 = "2026-11-21T00:00:00.000Z";

function plan(lines: string[], current: readonly Car[], options: Partial<PlanInput> = {}) {
  const read = readCsvRows([DMS_HEADER, ...lines].join("\n"), mapping, new Set());
  return planImport({ current, rows: read.rows, dealerships: [DEALERSHIP], full: true, feedProblems: read.problems, now: T1, ...options });
}

/** The stock after applying a plan's writes. */
function apply(current: readonly Car[], writes: readonly Car[]): Car[] {
  const cars = new Map(current.map((car) => [car.id, car]));
  for (const car of writes) cars.set(car.id, car);
  return [...cars.values()];
}

describe("planImport: a feed against the stock", () => {
  it("adds new cars with the dealership's next ids and slugs of their own, defaults filled", () => {
    const { writes, counts, problems } = plan([dmsRow("A1", { vin: "JTNB23HK103000001" }), dmsRow("A2")], []);
    expect(problems).toEqual([]);
    expect(counts).toEqual({ added: 2, updated: 0, sold: 0, unchanged: 0, rejected: 0 });
    expect(writes.map((car) => [car.id, car.slug, car.path, car.status, car.sold_at, car.created_at])).toEqual([
      [10100001, "2019-toyota-corolla-ascent-sport-10100001", "/cars/2019-toyota-corolla-ascent-sport-10100001", "in_stock", null, T1],
      [10100002, "2019-toyota-corolla-ascent-sport-10100002", "/cars/2019-toyota-corolla-ascent-sport-10100002", "in_stock", null, T1],
    ]);
    expect(writes[0]).toMatchObject({ name: "2019 Toyota Corolla Ascent Sport", dealership_id: 101, dealership_slug: "harbour-motors-toyota", show_on_dealer_website: true, images: [], finance_lenders: {} });
  });

  it("changes nothing when the same feed comes twice, and keeps a changed car's id, slug and first-stocked time", () => {
    const first = plan([dmsRow("A1"), dmsRow("A2")], []).writes;
    const again = plan([dmsRow("A1"), dmsRow("A2")], first, { now: T2 });
    expect(again.writes).toEqual([]);
    expect(again.counts).toEqual({ added: 0, updated: 0, sold: 0, unchanged: 2, rejected: 0 });
    const repriced = plan([dmsRow("A1", { price: "19990" }), dmsRow("A2")], first, { now: T2 });
    expect(repriced.counts).toMatchObject({ updated: 1, unchanged: 1 });
    expect(repriced.writes).toEqual([{ ...first[0]!, price: 19990, updated_at: T2 }]);
  });

  it("keeps a car reserved when a feed without a reserved column lists it again", () => {
    const [car] = plan([dmsRow("A1")], []).writes;
    const reserved = { ...car!, reserved: true };
    expect(plan([dmsRow("A1")], [reserved], { now: T2 }).writes).toEqual([]);
    expect(plan([dmsRow("A1", { price: "19990" })], [reserved], { now: T2 }).writes).toEqual([{ ...reserved, price: 19990, updated_at: T2 }]);
  });

  it("sells the in-stock cars a full feed no longer lists, which stay listed for the recently-sold window", () => {
    const stock = plan([dmsRow("A1"), dmsRow("A2")], []).writes;
    const { writes, counts } = plan([dmsRow("A1")], stock, { now: T2 });
    expect(counts).toEqual({ added: 0, updated: 0, sold: 1, unchanged: 1, rejected: 0 });
    expect(writes).toEqual([{ ...stock[1]!, status: "sold", sold: true, sold_at: T2, updated_at: T2 }]);
    const sold = writes[0]!;
    expect(isListed(sold, { recentlySoldDays: 3 }, new Date("2026-11-23T00:00:00Z"))).toBe(true);
    expect(isListed(sold, { recentlySoldDays: 3 }, new Date("2026-11-25T00:00:00Z"))).toBe(false);
    // Sold once: the next feed without it leaves it alone.
    expect(plan([dmsRow("A1")], apply(stock, writes)).writes).toEqual([]);
  });

  it("puts a sold car that comes back in stock again, with the same id and slug", () => {
    const stock = plan([dmsRow("A1")], []).writes;
    const sold = apply(stock, plan([], stock, { now: T2 }).writes);
    const back = plan([dmsRow("A1")], sold, { now: "2026-11-22T00:00:00.000Z" });
    expect(back.counts).toMatchObject({ updated: 1 });
    expect(withoutTimes(back.writes[0]!)).toEqual(withoutTimes(stock[0]!));
  });

  it("leaves unlisted cars alone when the feed is changes only", () => {
    const stock = plan([dmsRow("A1"), dmsRow("A2")], []).writes;
    expect(plan([dmsRow("A1")], stock, { full: false }).writes).toEqual([]);
  });

  it("rejects a row whose VIN differs from the stocked car's, and every row of a repeated stock number", () => {
    const stock = plan([dmsRow("A1", { vin: "JTNB23HK103000001" })], []).writes;
    const { counts, problems, writes } = plan([dmsRow("A1", { vin: "JTNB23HK103000009" }), dmsRow("A2"), dmsRow("A3"), dmsRow("A2", { price: "1" })], stock);
    expect(counts).toEqual({ added: 1, updated: 0, sold: 0, unchanged: 0, rejected: 3 });
    expect(writes.map((car) => car.stocknum)).toEqual(["A3"]);
    expect(problems).toEqual([
      { where: "line 2", field: "VIN", message: "VIN JTNB23HK103000009 differs from stock number A1's VIN JTNB23HK103000001 (a reused stock number: the old car must leave the feed first)" },
      { where: "line 3", field: "StockNo", message: "stock number A2 is also on line 5: each car once" },
      { where: "line 5", field: "StockNo", message: "stock number A2 is also on line 3: each car once" },
    ]);
  });

  it("reports every problem of every row at once, with its line and the dealer's column", () => {
    const { problems, counts } = plan([dmsRow("A1", { year: "1850", condition: "Preloved" }), dmsRow("", { make: "" })], []);
    expect(counts.rejected).toBe(2);
    expect(problems).toEqual([
      { where: "line 2", field: "Year", message: "must be at least 1900 (got 1850)" },
      { where: "line 2", field: "Condition", message: 'must be one of "new", "used", "demo" (got "Preloved")' },
      { where: "line 3", field: "StockNo", message: "every car needs its stock number (stocknum)" },
      { where: "file", field: "", message: "a row could not be matched to a stock number, so no car missing from this feed was marked sold" },
    ]);
  });

  it("keeps a rejected row's car in stock: a car with a bad row is not missing from the feed", () => {
    const stock = plan([dmsRow("A1"), dmsRow("A2")], []).writes;
    const { writes, counts } = plan([dmsRow("A1"), dmsRow("A2", { price: "POA" })], stock);
    expect(writes).toEqual([]);
    expect(counts).toMatchObject({ unchanged: 1, rejected: 1, sold: 0 });
  });

  it("needs a site's dealership on each row when the site has several, and refuses another site's", () => {
    const rows = readJsonRows('{"stocknum":"A1"}\n{"stocknum":"A2","dealership_id":999}\n', new Set()).rows;
    const dealerships = [DEALERSHIP, { id: 102, slug: "harbour-motors-used" }];
    const { problems } = planImport({ current: [], rows, dealerships, full: false, feedProblems: [], now: T1 });
    expect(problems).toEqual([
      { where: "line 1", field: "/dealership_id", message: "the site has several dealerships: give the car's dealership_id (101, 102)" },
      { where: "line 2", field: "/dealership_id", message: "dealership 999 is not one of this site's (101, 102)" },
    ]);
  });

  it("takes JSON cars in the car.schema.json shape, ignoring the platform's own fields and reporting unknown ones", () => {
    const json = JSON.stringify({ id: 5, slug: "mine", path: "/x", updated_at: "2000-01-01T00:00:00Z", stocknum: "J1", year: 2024, make: "Kia", model: "EV6", car_type: "new", price: 70000, colour: "Red", __proto__: 1, towbar: true });
    const rows = readJsonRows(`[${json}]`, new Set()).rows;
    const { problems } = planImport({ current: [], rows, dealerships: [DEALERSHIP], full: false, feedProblems: [], now: T1 });
    expect(problems.map((problem) => [problem.field, problem.message])).toEqual([["/towbar", expect.stringContaining("towbar")]]);
    const clean = readJsonRows(`[${json.replace(',"towbar":true', "")}]`, new Set()).rows;
    const { writes } = planImport({ current: [], rows: clean, dealerships: [DEALERSHIP], full: false, feedProblems: [], now: T1 });
    expect(writes[0]).toMatchObject({ id: 10100001, slug: "2024-kia-ev6-10100001", path: "/cars/2024-kia-ev6-10100001", updated_at: T1, colour: "Red" });
  });
});
