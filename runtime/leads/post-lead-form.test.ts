import { afterEach, beforeEach, describe, expect, it } from "vitest";
import { LEAD_SUCCESS_COOKIE } from "../forms/success-record.ts";
import type { OpenedDatabase } from "../storage/open-database.ts";
import { createLeadRoutes } from "./lead-routes.ts";
import { testCar, testContext, testSite } from "../../tests/kit/leads/lead-fixtures.ts";
import { openTestDatabase } from "../../tests/kit/leads/test-database.ts";
import { readFormDraft } from "./form-drafts.ts";
import { malformedBody, seededRandom } from "../../tests/kit/leads/fuzz-bodies.ts";

let database: OpenedDatabase;
beforeEach(async () => (database = await openTestDatabase()));
afterEach(() => database.close());

const handler = createLeadRoutes({ overrides: { perIp: 1_000_000, perSite: 1_000_000 } }).find(
  (r) => r.path === "/api/leads/form",
)!.handler;

function post(fields: Record<string, string>, site = testSite(), headers: Record<string, string> = {}) {
  const request = new Request("http://harbour-motors.localhost/api/leads/form", {
    method: "POST",
    headers: {
      "content-type": "application/x-www-form-urlencoded",
      origin: "http://harbour-motors.localhost",
      "user-agent": "NoScript/1",
      ...headers,
    },
    body: new URLSearchParams(fields).toString(),
  });
  return handler(
    request,
    testContext(site, database.db, [testCar()], "192.0.2.1", "http://harbour-motors.localhost/api/leads/form"),
  );
}

const hidden = {
  _form: "enquiry",
  _block: "vehicle-3",
  _back: "/cars/2022-toyota-corolla-5001",
  _page: "vehicle",
  _car: "5001",
  _key: "post-key-123",
};
const answers = { name: "Ada", email: "ada@example.com", phone: "0400 000 000", postcode: "4000", message: "Still available?" };

describe("POST /api/leads/form (no JavaScript)", () => {
  it("stores the lead and answers 303 to /success, the lead's reference in a short-lived cookie for /success, not in the URL", async () => {
    const response = await post({ ...hidden, ...answers });
    expect(response.status).toBe(303);
    expect(response.headers.get("location")).toBe("/success");
    const row = await database.db.selectFrom("leads").selectAll().executeTakeFirstOrThrow();
    expect(response.headers.get("set-cookie")).toBe(`${LEAD_SUCCESS_COOKIE}=${row.id}; Path=/success; Max-Age=600; HttpOnly; SameSite=Lax`);
    expect(JSON.parse(row.payload)).toMatchObject({
      form: "enquiry",
      source: "Website",
      car_id: 5001,
      "Vehicle Make": "Toyota",
      category: "Vehicle Enquiry",
      // The canonical origin (the site's primary domain), not the Host the form was posted to.
      url: "https://harbourmotors.com.au/cars/2022-toyota-corolla-5001",
      user_agent: "NoScript/1",
      page_id: "vehicle",
    });
  });

  it("sends the shopper back to the form with its errors and what they typed", async () => {
    const response = await post({ ...hidden, ...answers, postcode: "40000", message: "<b>keep me</b>" });
    expect(response.status).toBe(303);
    const location = new URL(response.headers.get("location")!, "http://x");
    expect(location.pathname).toBe("/cars/2022-toyota-corolla-5001");
    expect(location.hash).toBe("#vehicle-3");
    const draft = await readFormDraft(database.db, "harbour-motors", location.searchParams.get("lead_form"), new Date());
    expect(draft).toEqual({
      block_id: "vehicle-3",
      values: { ...answers, postcode: "40000", message: "<b>keep me</b>" },
      errors: [{ field: "postcode", message: "Invalid postcode. Please enter a 4-digit number." }],
    });
    expect(await database.db.selectFrom("leads").selectAll().execute()).toEqual([]);
  });

  it("stores a double post once (the page's post key)", async () => {
    const first = await post({ ...hidden, ...answers });
    const second = await post({ ...hidden, ...answers });
    expect(second.headers.get("location")).toBe(first.headers.get("location"));
    expect(await database.db.selectFrom("leads").selectAll().execute()).toHaveLength(1);
  });

  it("stores another enquiry from the same page view as a new lead (a reload or Back keeps the view's key)", async () => {
    await post({ ...hidden, ...answers });
    const second = await post({ ...hidden, ...answers, message: "And does it tow?" });
    expect(second.status).toBe(303);
    expect(second.headers.get("location")).toBe("/success");
    const messages = (await database.db.selectFrom("leads").select("payload").execute()).map((row) => JSON.parse(row.payload).message);
    expect(messages.sort()).toEqual(["And does it tow?", "Still available?"]);
  });

  it("never redirects off the site", async () => {
    const response = await post({ ...hidden, _back: "//evil.example/x", postcode: "1" });
    expect(response.headers.get("location")).toMatch(/^\/\?lead_form=/);
  });

  it("refuses a cross-site post with a plain page, and an unknown car", async () => {
    const crossSite = await post({ ...hidden, ...answers }, testSite(), { origin: "https://evil.example" });
    expect(crossSite.status).toBe(403);
    expect(await crossSite.text()).toContain("Cross-site submissions are not accepted");
    expect((await post({ ...hidden, ...answers, _car: "999" })).status).toBe(404);
  });

  it("escapes what it shows back", async () => {
    const response = await post({ ...hidden, ...answers, _form: "nope", _back: "/<script>" });
    expect(response.status).toBe(400);
    const html = await response.text();
    expect(html).not.toContain("<script>");
    expect(html).toContain("&#60;script&#62;");
  });

  it("answers a thousand malformed posts with a redirect or a 4xx, never a 5xx", async () => {
    const random = seededRandom(3);
    for (let i = 0; i < 1000; i++) {
      const noise = malformedBody(random);
      const fields: Record<string, string> = random() < 0.5 ? { ...hidden } : {};
      fields[["name", "postcode", "kms", "_car", "_form", "_block", "terms_conditions", "location_id"][i % 8]!] = noise.slice(
        0,
        2000,
      );
      const response = await post(fields);
      expect(response.status === 303 || (response.status >= 400 && response.status < 500)).toBe(true);
    }
  }, 60_000);
});
