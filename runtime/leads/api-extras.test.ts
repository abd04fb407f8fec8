import { afterEach, beforeEach, describe, expect, it } from "vitest";
import type { OpenedDatabase } from "../storage/open-database.ts";
import { createLeadRoutes } from "./lead-routes.ts";
import { leadRequest, testCar, testContext, testSite, validEnquiry } from "../../tests/kit/leads/lead-fixtures.ts";
import { openTestDatabase } from "../../tests/kit/leads/test-database.ts";

let database: OpenedDatabase;
beforeEach(async () => (database = await openTestDatabase()));
afterEach(() => database.close());

const now = new Date("2026-11-22T23:10:00Z");
const routes = createLeadRoutes({ overrides: { perIp: 1_000_000, perSite: 1_000_000 }, now: () => now });
const route = (path: string) => routes.find((r) => r.path === path)!.handler;

describe("POST /api/miscellaneous (spec §7: the valuation record)", () => {
  it("keeps a valuation beside its lead, only for the browser holding the lead's secret", async () => {
    const ctx = testContext(testSite(), database.db);
    const created = await route("/api/leads")(leadRequest(validEnquiry()), ctx);
    const { lead_id, lead_secret } = (await created.json()) as { lead_id: string; lead_secret: string };
    const send = (headers: Record<string, string>) =>
      route("/api/miscellaneous")(leadRequest({ column_name: "valuation", lead_id, value: { low: 18000, high: 21000 } }, headers, "/api/miscellaneous"), ctx);
    expect((await send({})).status).toBe(403);
    expect((await send({ "lead-secret": "x".repeat(43) })).status).toBe(404);
    expect(await database.db.selectFrom("lead_records").selectAll().execute()).toEqual([]);
    const response = await send({ "lead-secret": lead_secret });
    expect(response.status).toBe(201);
    const row = await database.db.selectFrom("lead_records").selectAll().executeTakeFirstOrThrow();
    expect(row).toMatchObject({ lead_id, column_name: "valuation", site_slug: "harbour-motors" });
    expect(JSON.parse(row.value)).toEqual({ low: 18000, high: 21000 });
  });

  it("refuses another column, an unknown lead and a value nested too deep", async () => {
    const ctx = testContext(testSite(), database.db);
    const send = (body: unknown) => route("/api/miscellaneous")(leadRequest(body, {}, "/api/miscellaneous"), ctx);
    const wrongColumn = await send({ column_name: "password", value: {} });
    expect(wrongColumn.status).toBe(400);
    expect(((await wrongColumn.json()) as { errors: { field: string }[] }).errors[0]!.field).toBe("column_name");
    const unknownLead = { column_name: "valuation", lead_id: "00000000-0000-4000-8000-000000000000", value: {} };
    expect((await route("/api/miscellaneous")(leadRequest(unknownLead, { "lead-secret": "x".repeat(43) }, "/api/miscellaneous"), ctx)).status).toBe(404);
    let deep: Record<string, unknown> = {};
    for (let i = 0; i < 40; i++) deep = { a: deep };
    expect((await send({ column_name: "valuation", value: deep })).status).toBe(400);
  });
});

describe("GET /api/leads/test-drive-availability", () => {
  const get = (query: string, site: ReturnType<typeof testSite> | null = testSite()) => {
    const url = `http://harbour-motors.localhost/api/leads/test-drive-availability${query}`;
    return route("/api/leads/test-drive-availability")(
      new Request(url),
      testContext(site, database.db, [testCar()], "192.0.2.1", url),
    );
  };

  it("lists slots from the opening hours of the car's location", async () => {
    const response = await get("?car_id=5001&days=2");
    expect(response.status).toBe(200);
    const body = (await response.json()) as { location_id: number; time_zone: string; days: { date: string; slots: string[] }[] };
    expect(body.location_id).toBe(11);
    expect(body.time_zone).toBe("Australia/Brisbane");
    expect(body.days.map((d) => d.date)).toEqual(["2026-11-23", "2026-11-24"]);
    expect(body.days[0]!.slots[0]).toBe("10:30");
    expect(body.days[1]!.slots).toHaveLength(16);
  });

  it("answers 404 for an unknown car, location or site and 400 for bad parameters", async () => {
    expect((await get("?car_id=999")).status).toBe(404);
    expect((await get("?car_id=abc")).status).toBe(404);
    expect((await get("?location_id=77")).status).toBe(404);
    expect((await get("?location_id=11&days=90")).status).toBe(400);
    expect((await get("")).status).toBe(400);
    expect((await get("?car_id=5001", null)).status).toBe(404);
  });
});
