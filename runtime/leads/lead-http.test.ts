import { mkdtempSync, rmSync } from "node:fs";
import { tmpdir } from "node:os";
import { join } from "node:path";
import { afterAll, beforeAll, describe, expect, it } from "vitest";
import { ensurePlatformBuilt, startPlatform, type PlatformServer } from "../../tests/kit/platform-server.ts";
import { fixtureSite, writeSitesDir } from "../../tests/kit/leads/fixture-sites.ts";
import { siteClient } from "../../tests/kit/site-http.ts";
import { HOSTILE_TEXTS, malformedBody, seededRandom } from "../../tests/kit/leads/fuzz-bodies.ts";
import { validEnquiry } from "../../tests/kit/leads/lead-fixtures.ts";
import { exportWithCli } from "../../tests/kit/leads/export-leads.ts";
import { FORM_POST } from "../forms/form-post-fields.ts";

// The lead API over HTTP on the real platform server (dist/server/main.js): the request handler's own body limit
// and tenant resolution in front of the lead routes, with storage and delivery running.
const OPEN = "open-motors";
const BUSY = "busy-motors";
const roomy = { limit: 1_000_000, window_seconds: 60 };

let server: PlatformServer;
let sites: ReturnType<typeof writeSitesDir>;
let dataDir: string;
let open: ReturnType<typeof siteClient>;
let busy: ReturnType<typeof siteClient>;

beforeAll(async () => {
  await ensurePlatformBuilt();
  sites = writeSitesDir([
    fixtureSite(OPEN, 9601, { server: { rate_limits: { per_ip: roomy, per_site: roomy } } }),
    fixtureSite(BUSY, 9602, { server: { rate_limits: { per_ip: roomy, per_site: { limit: 3, window_seconds: 60 } } } }),
  ]);
  dataDir = mkdtempSync(join(tmpdir(), "forecourt-lead-http-"));
  server = await startPlatform({ SITES_DIR: sites.dir, DATA_DIR: dataDir });
  open = siteClient(server.port, OPEN);
  busy = siteClient(server.port, BUSY);
}, 300_000);

afterAll(async () => {
  open?.close();
  busy?.close();
  await server?.stop();
  sites?.remove();
  if (dataDir) rmSync(dataDir, { recursive: true, force: true });
});

const lead = (site: string, userData: Record<string, unknown> = {}) => validEnquiry({ dealership_slug: site, ...userData });

const errorsOf = (text: string) => (JSON.parse(text) as { errors: { field: string; message: string }[] }).errors;

/** The server still answers its health check and pages, and takes a good lead. */
async function expectHealthy() {
  expect((await open.get("/healthz")).status).toBe(200);
  expect((await open.get("/")).status).toBe(200);
  expect((await open.postJson("/api/leads", lead(OPEN))).status).toBe(201);
}

describe("the lead API over HTTP, on the platform server", () => {
  it("answers bytes that are not UTF-8 with 400", async () => {
    const json = Buffer.from(JSON.stringify(lead(OPEN, { message: "MARK" })));
    const at = json.indexOf("MARK");
    for (const bad of [[0xff], [0xc3, 0x28], [0xc0, 0xaf], [0xed, 0xa0, 0x80], [0xe2, 0x82], [0xf8, 0x88, 0x80, 0x80, 0x80]]) {
      const body = Buffer.concat([json.subarray(0, at), Buffer.from(bad), json.subarray(at + 4)]);
      const response = await open.send("POST", "/api/leads", body, { "content-type": "application/json" });
      expect(response.status, `bytes ${bad.join(",")}`).toBe(400);
      expect(errorsOf(response.text)).toEqual([{ field: "body", message: "Request body must be UTF-8 text" }]);
    }
    await expectHealthy();
  });

  it("answers 415 for any content type but application/json, and stores nothing", async () => {
    const body = JSON.stringify(lead(OPEN, { email: "content-type@example.com" }));
    for (const path of ["/api/leads", "/api/miscellaneous"]) {
      for (const type of ["text/plain", "application/x-www-form-urlencoded", "multipart/form-data; boundary=x", "application/xml", null]) {
        const response = await open.send("POST", path, body, type === null ? {} : { "content-type": type });
        expect(response.status, `${path} ${type}`).toBe(415);
      }
    }
    const stored = await exportWithCli(OPEN, { DATA_DIR: dataDir, SITES_DIR: sites.dir });
    expect(stored.filter((entry) => entry.userData.email === "content-type@example.com")).toEqual([]);
    await expectHealthy();
  });

  it("refuses an oversized body with 413 in the platform's {message,status} shape", async () => {
    // Over the server's BODY_LIMIT_BYTES (256 KiB): refused before any route reads it.
    const huge = await open.postJson("/api/leads", lead(OPEN, { message: "x".repeat(300 * 1024) }));
    expect(huge.status).toBe(413);
    expect(JSON.parse(huge.text)).toEqual({ message: "Request body too large", status: 413 });
    // Over the site's leads.server.max_body_bytes (64 KiB) only: the lead API's answer, in the same shape.
    const large = await open.postJson("/api/leads", lead(OPEN, { message: "x".repeat(100 * 1024) }));
    expect(large.status).toBe(413);
    expect(JSON.parse(large.text)).toMatchObject({ message: "Request body too large", status: 413 });
    await expectHealthy();
  });

  it("keeps odd Unicode, script tags and SQL fragments as data: stored verbatim where valid, 4xx elsewhere, never 5xx", async () => {
    const accepted = new Map<string, string>();
    for (const [i, text] of HOSTILE_TEXTS.entries()) {
      const stored = await open.postJson("/api/leads", lead(OPEN, { message: text, last_name: text.slice(0, 100), email: `hostile${i}@example.com` }));
      expect(stored.status, text).toBe(201);
      accepted.set(`hostile${i}@example.com`, text);
      for (const field of ["name", "email", "postcode", "phone", "category", "dealership_slug", "Rego", "Vehicle Make"]) {
        const response = await open.postJson("/api/leads", lead(OPEN, { [field]: text }));
        expect(response.status >= 200 && response.status < 500, `${field}: ${text} -> ${response.status}`).toBe(true);
        if (response.status >= 400) expect(errorsOf(response.text).length).toBeGreaterThan(0);
      }
    }
    const exported = await exportWithCli(OPEN, { DATA_DIR: dataDir, SITES_DIR: sites.dir });
    for (const [email, text] of accepted) {
      const entry = exported.find((candidate) => candidate.userData.email === email);
      expect(entry?.userData.message, email).toBe(text);
    }
    expect(accepted.size).toBe(HOSTILE_TEXTS.length);
    await expectHealthy();
  });

  it("answers 1,500 malformed bodies with 4xx only and stays healthy", async () => {
    const random = seededRandom(7);
    for (let i = 0; i < 1500; i++) {
      const body = malformedBody(random);
      const path = i % 5 === 0 ? "/api/miscellaneous" : "/api/leads";
      const response = await open.send("POST", path, body, { "content-type": "application/json" });
      if (response.status < 400 || response.status >= 500) throw new Error(`status ${response.status} for ${path} body ${body.slice(0, 300)}`);
    }
    // The no-JavaScript form post answers a bad form by sending the shopper back to it (303), never with a 5xx.
    for (let i = 0; i < 100; i++) {
      const fields = new URLSearchParams({
        [FORM_POST.form]: "enquiry",
        [FORM_POST.block]: "enquire",
        [FORM_POST.back]: "/contact",
        name: malformedBody(random).slice(0, 500),
      });
      const response = await open.send("POST", "/api/leads/form", fields.toString(), { "content-type": "application/x-www-form-urlencoded" });
      expect([303, 400, 404, 413, 415], `form post -> ${response.status}`).toContain(response.status);
    }
    await expectHealthy();
  }, 120_000);

  it("answers 429 with Retry-After once a site passes its own limit; other sites keep theirs", async () => {
    for (let i = 0; i < 3; i++) expect((await busy.postJson("/api/leads", lead(BUSY, { email: `busy${i}@example.com` }))).status).toBe(201);
    const refused = await busy.postJson("/api/leads", lead(BUSY));
    expect(refused.status).toBe(429);
    expect(refused.headers["retry-after"]).toBe("20");
    expect(errorsOf(refused.text)).toEqual([{ field: "body", message: "Too many submissions. Please try again later." }]);
    expect((await busy.postJson("/api/miscellaneous", { column_name: "valuation", value: {} })).status).toBe(429);
    expect((await open.postJson("/api/leads", lead(OPEN))).status).toBe(201);
    expect((await exportWithCli(BUSY, { DATA_DIR: dataDir, SITES_DIR: sites.dir })).map((entry) => entry.userData.email)).toEqual([
      "busy0@example.com", "busy1@example.com", "busy2@example.com",
    ]);
  });

  it("answers 404 for a host that is no site", async () => {
    const nowhere = siteClient(server.port, "no-such-dealer");
    try {
      const response = await nowhere.postJson("/api/leads", lead(OPEN));
      expect(response.status).toBe(404);
      expect(errorsOf(response.text)).toEqual([{ field: "site", message: "Unknown site" }]);
    } finally {
      nowhere.close();
    }
  });
});
