import { connect } from "node:net";
import { sign } from "@fastify/cookie";
import { afterAll, beforeAll, describe, expect, it } from "vitest";
import { ensurePlatformBuilt, startPlatform, type PlatformServer } from "../../tests/kit/platform-server.ts";
import { siteClient } from "../../tests/kit/site-http.ts";
import { publicSearchKey, searchHeaders, watchHealth, worstCaseSearch } from "../../tests/kit/hostile.ts";
import { LIMITS } from "../search/params/limits.ts";
import { SESSION_COOKIE } from "./session.ts";
import { validEnquiry } from "../../tests/kit/leads/lead-fixtures.ts";

// The attack suite: each class of hostile request the issue names, replayed against the real built server
// (dist/server/main.js with the demo sites), asserting 4xx answers, nothing served that should not be, and
// /healthz answering in under a second throughout. Load shedding is off here, as in every test run on a shared
// machine (tests/kit/platform-server.ts); runtime/server/app.test.ts shows it, `npm run bench:abuse` measures it.
let server: PlatformServer;
let harbour: ReturnType<typeof siteClient>;
let health: ReturnType<typeof watchHealth>;
let search: { key: string; index: string };

beforeAll(async () => {
  await ensurePlatformBuilt();
  // TRUST_PROXY: the flood and the shopper below come from different addresses (X-Forwarded-For); a small
  // site-wide lead quota shows that junk does not use it up.
  server = await startPlatform({ TRUST_PROXY: "1", LEADS_RATE_LIMIT_PER_SITE: "5" });
  harbour = siteClient(server.port, "harbour-motors", { connections: 12 });
  // Read as an attacker would, off the search page; rendering it first also warms the server up (a cold first
  // render is not what an attack meets), before /healthz is watched.
  search = await publicSearchKey(server.port, "harbour-motors");
  await harbour.get("/");
  health = watchHealth(server.port);
}, 300_000);

afterAll(async () => {
  await health?.stop();
  harbour?.close();
  await server?.stop();
});

/** Raw bytes on a fresh connection; resolves with the answer's status line (or "closed"). */
function rawStatus(pieces: (string | Buffer)[]): Promise<string> {
  return new Promise((resolve) => {
    let text = "";
    const socket = connect(server.port, "127.0.0.1", () => {
      for (const piece of pieces) if (!socket.destroyed) socket.write(piece);
    });
    socket.on("data", (chunk) => {
      text += chunk;
      if (text.includes("\r\n")) socket.destroy();
    });
    socket.on("close", () => resolve(text ? text.slice(0, text.indexOf("\r\n")) : "closed"));
    socket.on("error", () => {});
  });
}

const statusOf = (line: string) => Number(line.split(" ")[1]);

describe("hostile traffic against the platform server", () => {
  it("answers a malformed Host with 400", async () => {
    for (const host of ["bad host", "harbour-motors.localhost/../x", "a@b", "x".repeat(300)]) {
      const line = await rawStatus([`GET / HTTP/1.1\r\nHost: ${host}\r\n\r\n`]);
      expect([host.slice(0, 20), statusOf(line)]).toEqual([host.slice(0, 20), 400]);
    }
  });

  it("answers oversized bodies, declared or chunked, with 413", async () => {
    const declared = await harbour.send("POST", "/api/leads", Buffer.alloc(300_000, 120), { "content-type": "application/json" });
    expect(declared.status).toBe(413);
    expect(JSON.parse(declared.text)).toMatchObject({ status: 413 });
    const chunk = `${(64 * 1024).toString(16)}\r\n${"x".repeat(64 * 1024)}\r\n`;
    const head = "POST /api/leads HTTP/1.1\r\nHost: harbour-motors.localhost\r\nContent-Type: application/json\r\nTransfer-Encoding: chunked\r\n\r\n";
    expect(statusOf(await rawStatus([head, ...Array.from({ length: 8 }, () => chunk), "0\r\n\r\n"]))).toBe(413);
  });

  it("answers deeply nested bodies and filters with 4xx, never 5xx", async () => {
    const nested = "[".repeat(200_000) + "]".repeat(200_000);
    const lead = await harbour.send("POST", "/api/leads", nested.slice(0, 250_000), { "content-type": "application/json" });
    expect(lead.status).toBeGreaterThanOrEqual(400);
    expect(lead.status).toBeLessThan(500);
    const { key, index } = search;
    const filters = `${"(".repeat(5000)}make:Toyota${")".repeat(5000)}`;
    const deep = await harbour.send("POST", "/1/indexes/*/queries", JSON.stringify({ requests: [{ indexName: index, filters }] }), searchHeaders(key));
    expect(deep.status).toBeLessThan(500);
  });

  it("serves no media of cars the requesting site does not list, and none on a host that is no site", async () => {
    const html = (await harbour.get("/search/used-cars")).text;
    const id = /\/media\/cars\/(\d+)\//.exec(html)?.[1];
    expect(id).toBeDefined();
    expect((await harbour.get(`/media/cars/${id}/1.svg`)).status).toBe(200);
    const other = siteClient(server.port, "drivesub");
    const unknown = siteClient(server.port, "no-such-site");
    try {
      expect((await other.get(`/media/cars/${id}/1.svg`)).status).toBe(404);
      expect((await unknown.get(`/media/cars/${id}/1.svg`)).status).toBe(404);
    } finally {
      other.close();
      unknown.close();
    }
  });

  it("signs nobody in with a cookie forged with an empty key", async () => {
    const forged = sign(Buffer.from(JSON.stringify({ id: "attacker" })).toString("base64url"), "");
    const gated = await harbour.send("GET", "/watchlist", null, { cookie: `${SESSION_COOKIE}=${forged}` });
    expect(gated.status).toBe(302);
    expect(gated.headers.location).toMatch(/^\/sign-in/);
  });

  it("sends every page with a nonce CSP and the security headers", async () => {
    const page = await harbour.get("/");
    const policy = String(page.headers["content-security-policy"]);
    const nonce = /'nonce-([^']+)'/.exec(policy)?.[1];
    expect(page.text).toContain(`nonce="${nonce}"`);
    expect(policy).toContain("frame-ancestors 'self'");
    expect(page.headers["x-content-type-options"]).toBe("nosniff");
    expect(page.headers["referrer-policy"]).toBe("strict-origin-when-cross-origin");
    expect(page.headers["permissions-policy"]).toBeDefined();
  });

  it("lets a real shopper submit a lead while one address floods junk", async () => {
    const from = (ip: string) => ({ "content-type": "application/json", "x-forwarded-for": ip });
    const junk = [
      "{not json",
      JSON.stringify({ userData: { form: "enquiry" }, isLastStep: true }),
      JSON.stringify(validEnquiry({ dealership_slug: "harbour-motors-toyota", website: "http://spam.example" })),
      JSON.stringify(validEnquiry({ dealership_slug: "harbour-motors-toyota", lead_id: "00000000-0000-4000-8000-000000000000" })),
    ];
    const statuses: number[] = [];
    for (let i = 0; i < 40; i++) statuses.push((await harbour.send("POST", "/api/leads", junk[i % junk.length]!, from("203.0.113.66"))).status);
    expect(statuses.every((status) => status < 500)).toBe(true);
    // The flooder's own address runs out...
    expect(statuses.slice(-5)).toEqual([429, 429, 429, 429, 429]);
    // ...while the site's quota (5 here) is untouched by junk.
    const shopper = JSON.stringify(validEnquiry({ dealership_slug: "harbour-motors-toyota", PreferredContactMethod: "Email", location_id: 1011 }));
    const accepted = await harbour.send("POST", "/api/leads", shopper, from("198.51.100.20"));
    expect(accepted.status, accepted.text).toBe(201);
  });

  it("refuses rewriting a completed lead by its id: only the browser holding the lead's secret changes it", async () => {
    const from = (ip: string, extra: Record<string, string> = {}) => ({ "content-type": "application/json", "x-forwarded-for": ip, ...extra });
    const enquiry = validEnquiry({ dealership_slug: "harbour-motors-toyota", PreferredContactMethod: "Email", location_id: 1011 });
    const created = await harbour.send("POST", "/api/leads", JSON.stringify(enquiry), from("198.51.100.30"));
    expect(created.status, created.text).toBe(201);
    const { lead_id, lead_secret } = JSON.parse(created.text) as { lead_id: string; lead_secret: string };
    const rewrite = JSON.stringify({ ...enquiry, userData: { ...enquiry.userData, lead_id, email: "attacker@example.com", subcategory: "3. Offer Accepted", offer_accepted: true } });
    const attacker = "203.0.113.77";
    expect((await harbour.send("POST", "/api/leads", rewrite, from(attacker))).status).toBe(403);
    expect((await harbour.send("POST", "/api/leads", rewrite, from(attacker, { "lead-secret": "A".repeat(43) }))).status).toBe(404);
    const adjust = JSON.stringify({ userData: { id: lead_id, adjustmentAnswers: { accident: "yes" } }, isLastStep: false });
    expect((await harbour.send("POST", "/api/leads", adjust, from(attacker))).status).toBe(403);
    const record = JSON.stringify({ column_name: "valuation", lead_id, value: { low: 1, high: 2 } });
    expect((await harbour.send("POST", "/api/miscellaneous", record, from(attacker))).status).toBe(403);
    expect((await harbour.send("POST", "/api/miscellaneous", record, from(attacker, { "lead-secret": "A".repeat(43) }))).status).toBe(404);
    const owner = await harbour.send("POST", "/api/leads", rewrite, from("198.51.100.30", { "lead-secret": lead_secret }));
    expect(owner.status, owner.text).toBe(200);
    expect(JSON.parse(owner.text)).toEqual({ lead_id });
  });

  it("counts repeated views once, and refuses a cross-site reveal-phone sent as text/plain", async () => {
    const { key, index } = search;
    const found = await harbour.send("POST", "/1/indexes/*/queries", JSON.stringify({ requests: [{ indexName: index, hitsPerPage: 1 }] }), searchHeaders(key));
    const car = JSON.parse(found.text).results[0].hits[0] as { id: number; slug: string; dealership_id: number };
    const view = async () => JSON.parse((await harbour.send("GET", `/api/cars/${car.slug}/view.json`, null, { "user-agent": "Repeat/1" })).text).views;
    const first = await view();
    for (let i = 0; i < 5; i++) expect(await view()).toBe(first);

    const reveal = JSON.stringify({ car_id: car.id, dealership_id: car.dealership_id, website_id: "harbour-motors" });
    const crossSite = await harbour.send("POST", "/api/cars/reveal-phone", reveal, { "content-type": "text/plain", origin: "https://evil.example" });
    expect(crossSite.status).toBe(403);
    const fetched = await harbour.send("POST", "/api/cars/reveal-phone", reveal, { "content-type": "text/plain", origin: "", "sec-fetch-site": "cross-site" });
    expect(fetched.status).toBe(403);
    const own = await harbour.send("POST", "/api/cars/reveal-phone", reveal, { "content-type": "application/json" });
    expect(JSON.parse(own.text)).toEqual({ revealed: true, reveals: 1 });
  });

  it("keeps answering worst-case public searches from 10 connections with no 5xx", async () => {
    const { key, index } = search;
    // Two queries each (a full page of every field and facet, and the misspelt one): the 50-query request
    // `npm run bench:abuse` sends needs the search service's answer-size cap to stay cheap.
    const body = worstCaseSearch(index, 2);
    const statuses = await Promise.all(
      Array.from({ length: 10 }, async () => {
        const seen: number[] = [];
        for (let i = 0; i < 3; i++) seen.push((await harbour.send("POST", "/1/indexes/*/queries", body, searchHeaders(key))).status);
        return seen;
      }),
    );
    expect(statuses.flat().filter((status) => status >= 500)).toEqual([]);
  }, 120_000);

  it("answers a small request that asks for a huge answer (amplification) with a 400 naming the answer limit", async () => {
    const { key, index } = search;
    const body = worstCaseSearch(index);
    expect(Buffer.byteLength(body)).toBeLessThan(20_000);
    const answer = await harbour.send("POST", "/1/indexes/*/queries", body, searchHeaders(key));
    expect(answer.status).toBe(400);
    expect(JSON.parse(answer.text).message).toContain(`The answer is larger than the limit of ${LIMITS.answerBytes} bytes`);
    expect(answer.text.length).toBeLessThan(1000);
  }, 120_000);

  it("limits sign-in code floods per address and per phone, refuses cross-site and junk account posts, and keeps sign-in open to others", async () => {
    const form = (ip: string, extra: Record<string, string> = {}) => ({ "content-type": "application/x-www-form-urlencoded", "x-forwarded-for": ip, ...extra });
    const code = (destination: string) => new URLSearchParams({ destination }).toString();
    const flooder: number[] = [];
    for (let i = 0; i < 22; i++) flooder.push((await harbour.send("POST", "/api/sign-in/code", code(`04987600${String(i).padStart(2, "0")}`), form("203.0.113.88"))).status);
    expect(flooder.slice(0, 20).every((status) => status === 303)).toBe(true);
    expect(flooder.slice(-2)).toEqual([429, 429]);
    // One phone bombed from many addresses: five codes, then 429.
    const bombed: number[] = [];
    for (let i = 0; i < 7; i++) bombed.push((await harbour.send("POST", "/api/sign-in/code", code("0499000111"), form(`198.51.100.${100 + i}`))).status);
    expect(bombed).toEqual([303, 303, 303, 303, 303, 429, 429]);
    // A shopper elsewhere still gets a code.
    expect((await harbour.send("POST", "/api/sign-in/code", code("0499000222"), form("198.51.100.40"))).status).toBe(303);
    // A sign-in or account form posted from another site is refused; a code without its sign-in cookie signs nobody in.
    expect((await harbour.send("POST", "/api/sign-in/code", code("0499000333"), form("198.51.100.41", { origin: "https://evil.example" }))).status).toBe(403);
    const guessed = await harbour.send("POST", "/api/sign-in/verify", "code=123456", form("198.51.100.42"));
    expect(guessed.status).toBe(303);
    expect(guessed.headers["set-cookie"] ?? []).not.toEqual(expect.arrayContaining([expect.stringMatching(/^fc_session=[^;]/)]));
    expect((await harbour.send("POST", "/api/sign-in/code", Buffer.alloc(300_000, 120), form("198.51.100.43"))).status).toBe(413);
    // The account and watchlist API without a session: nothing changes.
    expect((await harbour.send("POST", "/api/account/delete", "confirm=1", form("198.51.100.44"))).status).toBe(303);
    expect((await harbour.send("POST", "/api/watchlist/save-car", "{not json", { "content-type": "application/json" })).status).toBe(401);
  });

  it("bounds passkey ceremonies and saved searches: option floods get 429, cross-site, junk, oversized and forged posts 4xx, signing nobody in", async () => {
    const from = (ip: string, extra: Record<string, string> = {}) => ({ "content-type": "application/x-www-form-urlencoded", "x-forwarded-for": ip, ...extra });
    const asked: number[] = [];
    for (let i = 0; i < 22; i++) asked.push((await harbour.send("POST", "/api/sign-in/passkey/options", "", from("203.0.113.99"))).status);
    expect(asked.slice(0, 20).every((status) => status === 200)).toBe(true);
    expect(asked.slice(-2)).toEqual([429, 429]);
    expect((await harbour.send("POST", "/api/sign-in/passkey/options", "", from("198.51.100.60", { origin: "https://evil.example" }))).status).toBe(403);
    expect((await harbour.send("POST", "/api/sign-in/passkey", "credential=not-json", from("198.51.100.61"))).status).toBe(400);
    expect((await harbour.send("POST", "/api/sign-in/passkey", Buffer.alloc(300_000, 120), from("198.51.100.62"))).status).toBe(413);
    // A well-formed response to a challenge the server never gave.
    const clientDataJSON = Buffer.from(JSON.stringify({ type: "webauthn.get", challenge: "bm90LWlzc3VlZA", origin: "http://harbour-motors.localhost" })).toString("base64url");
    const forged = JSON.stringify({ id: "AAAA", rawId: "AAAA", type: "public-key", response: { clientDataJSON, authenticatorData: "AAAA", signature: "AAAA" }, clientExtensionResults: {} });
    const refused = await harbour.send("POST", "/api/sign-in/passkey", new URLSearchParams({ credential: forged }).toString(), from("198.51.100.63"));
    expect(refused.status).toBe(401);
    expect(refused.headers["set-cookie"] ?? []).not.toEqual(expect.arrayContaining([expect.stringMatching(/^fc_session=[^;]/)]));
    // Saved searches: from this site only, bounded, and only this site's search pages.
    expect((await harbour.send("POST", "/api/saved-searches", "url=%2Fsearch%2Fused-cars", from("198.51.100.66", { origin: "https://evil.example" }))).status).toBe(403);
    expect((await harbour.send("POST", "/api/saved-searches", Buffer.alloc(300_000, 120), from("198.51.100.67"))).status).toBe(413);
    expect((await harbour.send("POST", "/api/saved-searches", "url=https%3A%2F%2Fevil.example%2Fsearch", from("198.51.100.68"))).status).toBe(400);
    // Adding a passkey needs a session.
    expect((await harbour.send("POST", "/api/passkeys/options", "", from("198.51.100.64"))).status).toBe(401);
    expect((await harbour.send("POST", "/api/passkeys/add", `credential=${encodeURIComponent(forged)}`, from("198.51.100.65"))).headers.location).toMatch(/^\/sign-in/);
  });

  it("kept /healthz answering in under a second throughout", async () => {
    const times = await health.stop();
    expect(times.length).toBeGreaterThan(0);
    expect(Math.max(...times)).toBeLessThan(1000);
  });
});
