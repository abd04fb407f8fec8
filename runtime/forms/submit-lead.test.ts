import { describe, expect, it, vi } from "vitest";
import { submitLead } from "./submit-lead.ts";

function fakeFetch(...responses: (Response | Error)[]) {
  return vi.fn(async () => {
    const next = responses.shift()!;
    if (next instanceof Error) throw next;
    return next;
  });
}

describe("submitLead (spec §7 lead submit)", () => {
  it("POSTs userData and isLastStep to /api/leads and answers the lead_id", async () => {
    const fetch = fakeFetch(new Response(JSON.stringify({ lead_id: "abc" }), { status: 201 }));
    const result = await submitLead({ name: "Ada" }, { isLastStep: false, idempotencyKey: "key-1", fetch });
    expect(result).toEqual({ lead_id: "abc" });
    const [url, init] = fetch.mock.calls[0] as unknown as [string, RequestInit];
    expect(url).toBe("/api/leads");
    expect(JSON.parse(String(init.body))).toEqual({ userData: { name: "Ada" }, isLastStep: false });
    expect(new Headers(init.headers).get("idempotency-key")).toBe("key-1");
    expect(new Headers(init.headers).has("lead-secret")).toBe(false);
  });

  it("answers a created lead's secret, and sends a secret it is given in the Lead-Secret header", async () => {
    const secret = "s".repeat(43);
    const created = fakeFetch(new Response(JSON.stringify({ lead_id: "abc", lead_secret: secret }), { status: 201 }));
    expect(await submitLead({ name: "Ada" }, { isLastStep: false, fetch: created })).toEqual({ lead_id: "abc", lead_secret: secret });
    const continued = fakeFetch(new Response(JSON.stringify({ lead_id: "abc" }), { status: 200 }));
    expect(await submitLead({ lead_id: "abc" }, { isLastStep: true, leadSecret: secret, fetch: continued })).toEqual({ lead_id: "abc" });
    const [, init] = continued.mock.calls[0] as unknown as [string, RequestInit];
    expect(new Headers(init.headers).get("lead-secret")).toBe(secret);
  });

  it("answers the server's first message, with every field error", async () => {
    const errors = [
      { field: "postcode", message: "Invalid postcode. Please enter a 4-digit number." },
      { field: "email", message: "Email is required." },
    ];
    const fetch = fakeFetch(new Response(JSON.stringify({ errors }), { status: 400 }));
    expect(await submitLead({}, { isLastStep: true, fetch })).toEqual({
      error: "Invalid postcode. Please enter a 4-digit number.",
      errors,
    });
  });

  it("retries a lost response once with the same key, then answers 'An unexpected error occured'", async () => {
    const fetch = fakeFetch(new TypeError("network"), new Response("busy", { status: 503 }));
    expect(await submitLead({}, { isLastStep: true, idempotencyKey: "k", fetch })).toEqual({
      error: "An unexpected error occured",
    });
    expect(fetch).toHaveBeenCalledTimes(2);
    const keys = fetch.mock.calls.map((call) =>
      new Headers((call as unknown as [string, RequestInit])[1].headers).get("idempotency-key"),
    );
    expect(keys).toEqual(["k", "k"]);
  });

  it("recovers when the retry succeeds", async () => {
    const fetch = fakeFetch(new TypeError("network"), new Response(JSON.stringify({ lead_id: "x" }), { status: 200 }));
    expect(await submitLead({}, { isLastStep: true, fetch })).toEqual({ lead_id: "x" });
  });
});
