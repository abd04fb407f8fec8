import { afterEach, beforeEach, describe, expect, it } from "vitest";
import type { OpenedDatabase } from "../storage/open-database.ts";
import { createLeadRoutes } from "./lead-routes.ts";
import { leadRequest, testCar, testContext, testSite, validEnquiry } from "../../tests/kit/leads/lead-fixtures.ts";
import { openTestDatabase } from "../../tests/kit/leads/test-database.ts";
import { POSTCODE_MESSAGE } from "../forms/error-messages.ts";
import { JSON_ONLY, NOT_JSON, NOT_UTF8, TOO_LARGE } from "../http/read-json-body.ts";
import { SECRET_REQUIRED } from "./accept-lead.ts";

let database: OpenedDatabase;
beforeEach(async () => (database = await openTestDatabase()));
afterEach(() => database.close());

function postLead(
  body: unknown,
  options: { headers?: Record<string, string>; site?: ReturnType<typeof testSite> | null; ip?: string } = {},
) {
  const route = createLeadRoutes({ overrides: { perIp: null, perSite: null } }).find((r) => r.path === "/api/leads")!;
  const site = options.site === undefined ? testSite() : options.site;
  return route.handler(leadRequest(body, options.headers), testContext(site, database.db, [testCar()], options.ip));
}

async function errorsOf(response: Response) {
  return ((await response.json()) as { errors: { field: string; message: string }[] }).errors;
}

describe("POST /api/leads", () => {
  it("stores a complete enquiry and answers 201 with its lead_id", async () => {
    const response = await postLead(validEnquiry());
    expect(response.status).toBe(201);
    const { lead_id } = (await response.json()) as { lead_id: string };
    const row = await database.db.selectFrom("leads").selectAll().where("id", "=", lead_id).executeTakeFirstOrThrow();
    expect(row).toMatchObject({ site_slug: "harbour-motors", status: "complete", form: "enquiry", category: "General Enquiry" });
    expect(JSON.parse(row.payload)).toMatchObject({ name: "Ada", postcode: "4000" });
  });

  it("answers 400 with one message per bad field, in the spec's words", async () => {
    const response = await postLead(validEnquiry({ postcode: "40000", email: "not-an-email", name: 7 }));
    expect(response.status).toBe(400);
    expect(await errorsOf(response)).toEqual([
      { field: "name", message: "Please enter a valid name." },
      { field: "email", message: "Please enter a valid email address." },
      { field: "postcode", message: POSTCODE_MESSAGE },
    ]);
  });

  it("checks the form's required fields for the site when the lead completes", async () => {
    const site = testSite({ terms: { required: true } });
    const response = await postLead(validEnquiry({ postcode: undefined, message: undefined, dealership_slug: undefined }), {
      site,
    });
    expect(response.status).toBe(400);
    expect(await errorsOf(response)).toEqual([
      { field: "postcode", message: POSTCODE_MESSAGE },
      { field: "dealership_slug", message: "Please select a Preferred Dealership." },
      { field: "message", message: "Comments is required." },
      { field: "terms_conditions", message: "* You must agree to the terms of use before submitting the form." },
    ]);
  });

  it("uses the site's terms wording", async () => {
    const site = testSite({ terms: { required: true, error_message: "*You must agree to the terms of use before submitting." } });
    const errors = await errorsOf(await postLead(validEnquiry({ terms_conditions: false }), { site }));
    expect(errors).toEqual([{ field: "terms_conditions", message: "*You must agree to the terms of use before submitting." }]);
  });

  it("refuses a body that is not JSON, or not an object", async () => {
    expect(await errorsOf(await postLead("{oops"))).toEqual([{ field: "body", message: NOT_JSON }]);
    const notObject = await postLead("[1,2]");
    expect(notObject.status).toBe(400);
    expect((await errorsOf(notObject))[0]!.field).toBe("body");
  });

  it("names a missing isLastStep and unknown fields", async () => {
    const errors = await errorsOf(await postLead({ userData: { name: "Ada", shoe_size: 9 } }));
    expect(errors).toEqual([
      { field: "isLastStep", message: "isLastStep is required." },
      { field: "shoe_size", message: "shoe_size is not a field of this form." },
    ]);
  });

  it("answers 404 for an unknown site, car or lead", async () => {
    expect((await postLead(validEnquiry(), { site: null })).status).toBe(404);
    const unknownCar = await postLead(validEnquiry({ car_id: 999 }));
    expect(unknownCar.status).toBe(404);
    expect(await errorsOf(unknownCar)).toEqual([{ field: "car_id", message: "Unknown car" }]);
    const unknownLead = await postLead(validEnquiry({ lead_id: "00000000-0000-4000-8000-000000000000" }), { headers: { "lead-secret": "x".repeat(43) } });
    expect(unknownLead.status).toBe(404);
    expect(await errorsOf(unknownLead)).toEqual([{ field: "lead_id", message: "Unknown lead" }]);
  });

  it("refuses a car of another site's dealership as unknown", async () => {
    const site = testSite({}, { dealerships: [{ id: 999, slug: "elsewhere", name: "Elsewhere" }] } as never);
    expect((await postLead(validEnquiry({ car_id: 5001, dealership_slug: undefined }), { site })).status).toBe(404);
  });

  it("refuses a dealership or location the site does not have", async () => {
    const errors = await errorsOf(await postLead(validEnquiry({ dealership_slug: "someone-else", location_id: 77 })));
    expect(errors.map((e) => e.field)).toEqual(["dealership_slug", "location_id"]);
  });
});

describe("changing a lead (spec §7 offer acceptance, trade-in steps)", () => {
  it("takes the secret its creation answered with, in a Lead-Secret header; the lead id alone is refused", async () => {
    const created = await postLead(validEnquiry());
    const { lead_id, lead_secret } = (await created.json()) as { lead_id: string; lead_secret: string };
    expect(lead_secret).toMatch(/^[A-Za-z0-9_-]{43}$/);
    const accept = validEnquiry({ lead_id, subcategory: "3. Offer Accepted", form_completed: true, offer_accepted: true, email: "eve@example.com" });
    const bare = await postLead(accept);
    expect(bare.status).toBe(403);
    expect(await errorsOf(bare)).toEqual([{ field: "lead_id", message: SECRET_REQUIRED }]);
    const wrong = await postLead(accept, { headers: { "lead-secret": "x".repeat(43) } });
    expect(wrong.status).toBe(404);
    expect(await errorsOf(wrong)).toEqual([{ field: "lead_id", message: "Unknown lead" }]);
    const adjustment = await postLead({ userData: { id: lead_id, adjustmentAnswers: {} }, isLastStep: false });
    expect(adjustment.status).toBe(403);
    const row = () => database.db.selectFrom("leads").selectAll().where("id", "=", lead_id).executeTakeFirstOrThrow();
    expect(JSON.parse((await row()).payload)).toMatchObject({ email: "ada@example.com" });

    const right = await postLead(accept, { headers: { "lead-secret": lead_secret } });
    expect(right.status).toBe(200);
    expect(await right.json()).toEqual({ lead_id });
    expect(JSON.parse((await row()).payload)).toMatchObject({ email: "eve@example.com", offer_accepted: true });
  });
});

describe("Idempotency-Key", () => {
  it("returns the same lead for the same key and body, and stores it once", async () => {
    const first = await postLead(validEnquiry(), { headers: { "idempotency-key": "k-1" } });
    const again = await postLead(validEnquiry(), { headers: { "idempotency-key": "k-1" } });
    expect(first.status).toBe(201);
    expect(again.status).toBe(200);
    // The same lead; a new secret, since only the first one's hash was kept and its answer may have been lost.
    const [created, replayed] = (await Promise.all([first.json(), again.json()])) as { lead_id: string; lead_secret: string }[];
    expect(replayed!.lead_id).toBe(created!.lead_id);
    expect(replayed!.lead_secret).toMatch(/^[A-Za-z0-9_-]{43}$/);
    expect(replayed!.lead_secret).not.toBe(created!.lead_secret);
    const count = await database.db
      .selectFrom("leads")
      .select((eb) => eb.fn.countAll().as("n"))
      .executeTakeFirstOrThrow();
    expect(Number(count.n)).toBe(1);
  });

  it("treats a re-ordered body as the same body", async () => {
    const body = validEnquiry();
    const reordered = { userData: Object.fromEntries(Object.entries(body.userData).reverse()), isLastStep: true };
    const first = (await (await postLead(body, { headers: { "idempotency-key": "k-2" } })).json()) as { lead_id: string };
    const again = (await (await postLead(reordered, { headers: { "idempotency-key": "k-2" } })).json()) as { lead_id: string };
    expect(again.lead_id).toBe(first.lead_id);
  });

  it("answers 409 for the same key with another body", async () => {
    await postLead(validEnquiry(), { headers: { "idempotency-key": "k-3" } });
    const conflict = await postLead(validEnquiry({ message: "Different" }), { headers: { "idempotency-key": "k-3" } });
    expect(conflict.status).toBe(409);
    expect((await errorsOf(conflict))[0]!.field).toBe("Idempotency-Key");
  });

  it("refuses a malformed key", async () => {
    expect((await postLead(validEnquiry(), { headers: { "idempotency-key": "has space" } })).status).toBe(400);
  });
});

describe("abuse guards", () => {
  it("keeps a honeypot lead as spam, answers as usual and queues no delivery", async () => {
    const site = testSite({ server: { webhooks: [{ name: "crm", url: "http://127.0.0.1:9/x", secret: "0123456789abcdef" }] } });
    const response = await postLead(validEnquiry({ website: "http://spam.example" }), { site });
    expect(response.status).toBe(201);
    const { lead_id } = (await response.json()) as { lead_id: string };
    const row = await database.db.selectFrom("leads").select("status").where("id", "=", lead_id).executeTakeFirstOrThrow();
    expect(row.status).toBe("spam");
    expect(await database.db.selectFrom("lead_outbox").selectAll().execute()).toEqual([]);
  });

  it("refuses a cross-site POST (Origin of another host) with 403", async () => {
    const response = await postLead(validEnquiry(), { headers: { origin: "https://evil.example" } });
    expect(response.status).toBe(403);
    expect(await errorsOf(response)).toEqual([{ field: "origin", message: "Cross-site submissions are not accepted" }]);
  });

  it("accepts the site's own domain as Origin", async () => {
    expect((await postLead(validEnquiry(), { headers: { origin: "https://harbourmotors.com.au" } })).status).toBe(201);
  });

  it("answers 413 for a body over the site's limit, in the platform's shape with the API's errors", async () => {
    const site = testSite({ server: { max_body_bytes: 2048 } });
    const response = await postLead(validEnquiry({ message: "x".repeat(3000) }), { site });
    expect(response.status).toBe(413);
    expect(await response.json()).toEqual({
      message: TOO_LARGE,
      status: 413,
      errors: [{ field: "body", message: TOO_LARGE }],
    });
  });

  it("answers 415 unless the body is sent as application/json", async () => {
    const body = JSON.stringify(validEnquiry());
    for (const type of ["text/plain", "application/x-www-form-urlencoded", "multipart/form-data; boundary=x", "application/jsonp", ""]) {
      const response = await postLead(body, { headers: { "content-type": type } });
      expect(response.status, type).toBe(415);
      expect(await errorsOf(response)).toEqual([{ field: "Content-Type", message: JSON_ONLY }]);
    }
    expect((await postLead(body, { headers: { "content-type": "Application/JSON; charset=utf-8" } })).status).toBe(201);
    expect(await database.db.selectFrom("leads").selectAll().execute()).toHaveLength(1);
  });

  it("refuses a body that is not UTF-8 text", async () => {
    const route = createLeadRoutes({ overrides: { perIp: null, perSite: null } }).find((r) => r.path === "/api/leads")!;
    const valid = Buffer.from(JSON.stringify(validEnquiry({ message: "MARKER" })));
    const at = valid.indexOf("MARKER");
    const bytes = Buffer.concat([valid.subarray(0, at), Buffer.from([0xc3, 0x28, 0xff]), valid.subarray(at + 6)]);
    const request = new Request("http://harbour-motors.localhost/api/leads", {
      method: "POST",
      headers: { "content-type": "application/json", origin: "http://harbour-motors.localhost" },
      body: bytes,
    });
    const response = await route.handler(request, testContext(testSite(), database.db));
    expect(response.status).toBe(400);
    expect(await errorsOf(response)).toEqual([{ field: "body", message: NOT_UTF8 }]);
  });
});

describe("hand-made requests", () => {
  it("get the values their form always sends (e.g. the category of a vehicle enquiry)", async () => {
    const response = await postLead(validEnquiry({ car_id: 5001, dealership_slug: undefined, category: undefined }));
    expect(response.status).toBe(201);
    const row = await database.db.selectFrom("leads").select(["category", "payload", "location_id"]).executeTakeFirstOrThrow();
    expect(row.category).toBe("Vehicle Enquiry");
    // A lead about a car is at the car's location unless the shopper chose another.
    expect(row.location_id).toBe(11);
  });

  it("keep only the site's own paths among the visited pages they send", async () => {
    const lead_attributes = { visited_pages: ["/", "https://evil.example/", "//evil.example", "/cars/used"], linked_query_params: { utm_source: "news" } };
    expect((await postLead(validEnquiry({ lead_attributes }))).status).toBe(201);
    const row = await database.db.selectFrom("leads").select("payload").executeTakeFirstOrThrow();
    expect(JSON.parse(row.payload).lead_attributes).toEqual({ visited_pages: ["/", "/cars/used"], linked_query_params: { utm_source: "news" } });
  });

  it("keep the location the shopper chose over their car's", async () => {
    expect((await postLead(validEnquiry({ car_id: 5001, dealership_slug: undefined, location_id: 12 }))).status).toBe(201);
    expect((await database.db.selectFrom("leads").select("location_id").executeTakeFirstOrThrow()).location_id).toBe(12);
  });
});
