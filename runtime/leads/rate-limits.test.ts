import { afterEach, beforeEach, describe, expect, it } from "vitest";
import type { OpenedDatabase } from "../storage/open-database.ts";
import { createLeadRoutes } from "./lead-routes.ts";
import { leadRequest, testContext, testSite, validEnquiry } from "../../tests/kit/leads/lead-fixtures.ts";
import { openTestDatabase } from "../../tests/kit/leads/test-database.ts";

let database: OpenedDatabase;
beforeEach(async () => (database = await openTestDatabase()));
afterEach(() => database.close());

describe("lead API rate limits", () => {
  it("answers 429 with Retry-After once an IP passes the site's limit, and accepts again after it", async () => {
    let now = Date.parse("2026-11-22T00:00:00Z");
    const routes = createLeadRoutes({ overrides: { perIp: null, perSite: null }, now: () => new Date(now) });
    const handler = routes.find((r) => r.path === "/api/leads")!.handler;
    const site = testSite({ server: { rate_limits: { per_ip: { limit: 2, window_seconds: 60 } } } });
    const send = (ip: string) => handler(leadRequest(validEnquiry()), testContext(site, database.db, [], ip));

    expect((await send("198.51.100.1")).status).toBe(201);
    expect((await send("198.51.100.1")).status).toBe(201);
    const refused = await send("198.51.100.1");
    expect(refused.status).toBe(429);
    expect(refused.headers.get("retry-after")).toBe("30");
    expect((await send("198.51.100.2")).status).toBe(201);
    now += 30_000;
    expect((await send("198.51.100.1")).status).toBe(201);
  });

  it("answers 429 with Retry-After once the site as a whole passes its limit, whichever IPs send", async () => {
    let now = Date.parse("2026-11-22T00:00:00Z");
    const routes = createLeadRoutes({ overrides: { perIp: null, perSite: null }, now: () => new Date(now) });
    const handler = routes.find((r) => r.path === "/api/leads")!.handler;
    const site = testSite({ server: { rate_limits: { per_site: { limit: 3, window_seconds: 90 } } } });
    const other = testSite({ server: { rate_limits: { per_site: { limit: 3, window_seconds: 90 } } } }, { slug: "summit-motors" });
    const send = (from: typeof site, ip: string) => handler(leadRequest(validEnquiry()), testContext(from, database.db, [], ip));

    for (const ip of ["198.51.100.1", "198.51.100.2", "198.51.100.3"]) expect((await send(site, ip)).status).toBe(201);
    const refused = await send(site, "198.51.100.4");
    expect(refused.status).toBe(429);
    expect(refused.headers.get("retry-after")).toBe("30");
    expect(await refused.json()).toEqual({ errors: [{ field: "body", message: "Too many submissions. Please try again later." }] });
    // Another site has its own budget.
    expect((await send(other, "198.51.100.4")).status).toBe(201);
    expect(await database.db.selectFrom("leads").selectAll().execute()).toHaveLength(4);
    now += 29_000;
    expect((await send(site, "198.51.100.5")).status).toBe(429);
    now += 1_000;
    expect((await send(site, "198.51.100.5")).status).toBe(201);
  });

  it("keeps the site quota for stored leads: malformed, invalid and honeypot bodies limit only their sender", async () => {
    const routes = createLeadRoutes({ overrides: { perIp: null, perSite: null } });
    const handler = routes.find((r) => r.path === "/api/leads")!.handler;
    const site = testSite({
      server: { rate_limits: { per_ip: { limit: 30, window_seconds: 60 }, per_site: { limit: 2, window_seconds: 60 } } },
    });
    const junk = [
      new Request("http://harbour-motors.localhost/api/leads", { method: "POST", headers: { "content-type": "application/json" }, body: "{not json" }),
      leadRequest({ userData: { form: "enquiry" }, isLastStep: true }),
      leadRequest(validEnquiry({ website: "http://spam.example" })),
      leadRequest(validEnquiry({ lead_id: "00000000-0000-4000-8000-000000000000" })),
    ];
    const flooder = testContext(site, database.db, [], "203.0.113.9");
    const statuses = [];
    for (let i = 0; i < 30; i++) statuses.push((await handler(junk[i % junk.length]!.clone(), flooder)).status);
    expect(statuses.filter((s) => s === 201)).toHaveLength(7); // the honeypot's, answered as if stored
    expect(statuses.every((s) => s !== 429)).toBe(true);
    expect((await handler(junk[1]!.clone(), flooder)).status).toBe(429);

    const shopper = testContext(site, database.db, [], "198.51.100.7");
    expect((await handler(leadRequest(validEnquiry()), shopper)).status).toBe(201);
    expect((await handler(leadRequest(validEnquiry()), shopper)).status).toBe(201);
    // Stored leads do use it.
    expect((await handler(leadRequest(validEnquiry()), shopper)).status).toBe(429);
  });

  it("limits the miscellaneous and form posts from the same buckets", async () => {
    const routes = createLeadRoutes({ overrides: { perIp: 1, perSite: null } });
    const site = testSite();
    const ctx = testContext(site, database.db);
    const lead = routes.find((r) => r.path === "/api/leads")!.handler;
    const misc = routes.find((r) => r.path === "/api/miscellaneous")!.handler;
    expect((await lead(leadRequest(validEnquiry()), ctx)).status).toBe(201);
    const refused = await misc(leadRequest({ column_name: "valuation", value: {} }, {}, "/api/miscellaneous"), ctx);
    expect(refused.status).toBe(429);
  });
});
