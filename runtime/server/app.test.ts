import { brotliDecompressSync } from "node:zlib";
import { connect } from "node:net";
import type { FastifyInstance } from "fastify";
import { afterEach, describe, expect, it, vi } from "vitest";
import type { ApiRoute, Services, Site } from "../types/index.ts";
import { createApp, type HttpOptions } from "./app.ts";
import { loadPageAssets } from "./asset-manifest.ts";
import { serverBlocksFrom } from "./block-modules.ts";
import { request } from "../../tests/kit/http.ts";

const site = {
  slug: "test-motors",
  domains: ["testmotors.com.au"],
  routes: {},
  pages: {},
} as unknown as Site;

/** Holds the event loop, as a runaway request would. */
function holdLoop(ms: number): void {
  const until = performance.now() + ms;
  while (performance.now() < until);
}

const routes: ApiRoute[] = [
  { method: "GET", path: "/api/whoami", handler: (request, ctx) => Response.json({ ip: ctx.ip, origin: ctx.url.origin, host: request.headers.get("host") }) },
  { method: "POST", path: "/api/echo", handler: async (request) => new Response(await request.text()) },
  { method: "GET", path: "/api/hold", handler: () => (holdLoop(150), new Response("held")) },
  { method: "GET", path: "/api/cars", handler: () => Response.json({ hits: Array.from({ length: 200 }, (_, id) => ({ id, make: "Toyota" })) }) },
];

const apps: FastifyInstance[] = [];
afterEach(async () => {
  await Promise.all(apps.splice(0).map((app) => app.close()));
  vi.restoreAllMocks();
});

async function serve(options: Partial<HttpOptions> = {}): Promise<string> {
  const app = await createApp(
    { sites: [site], services: {} as Services, assets: loadPageAssets("/nonexistent"), blocks: serverBlocksFrom({}, {}), apiRoutes: routes, sessionSecret: "" },
    { clientDir: "/nonexistent", bodyLimit: 1024, trustProxy: false, rateLimitPerMinute: 10_000, shedEventLoopUtilization: 0, shedEventLoopDelayMs: 0, ...options },
  );
  apps.push(app);
  await app.listen({ port: 0, host: "127.0.0.1" });
  return `http://127.0.0.1:${(app.server.address() as { port: number }).port}`;
}

/** Raw HTTP on one connection; resolves with the status line of the answer. */
function rawStatus(base: string, pieces: string[]): Promise<string> {
  const { port } = new URL(base);
  return new Promise((resolve, reject) => {
    let text = "";
    const socket = connect(Number(port), "127.0.0.1", () => {
      pieces.forEach((piece, i) => setTimeout(() => socket.write(piece), i * 5));
    });
    socket.on("data", (chunk) => {
      text += chunk;
      if (text.includes("\r\n")) {
        resolve(text.slice(0, text.indexOf("\r\n")));
        socket.destroy();
      }
    });
    socket.on("error", reject);
  });
}

const host = "test-motors.localhost";

describe("the HTTP layer", () => {
  it("compresses JSON answers for clients that accept it, and leaves small ones and other clients alone", async () => {
    const base = await serve();
    const compressed = await request(base, "/api/cars", { host, headers: { "accept-encoding": "br, gzip" } });
    expect(compressed.headers["content-encoding"]).toBe("br");
    expect(JSON.parse(brotliDecompressSync(compressed.bytes).toString()).hits).toHaveLength(200);
    expect((await request(base, "/api/cars", { host })).headers["content-encoding"]).toBeUndefined();
    expect((await request(base, "/healthz", { host, headers: { "accept-encoding": "br, gzip" } })).headers["content-encoding"]).toBeUndefined();
  });

  it("refuses bodies over the limit with 413 and the platform's error shape, declared or chunked", async () => {
    vi.spyOn(console, "error").mockImplementation(() => {});
    const base = await serve();
    const declared = await request(base, "/api/echo", { method: "POST", host, body: "x".repeat(2048) });
    expect(declared.status).toBe(413);
    expect(declared.json()).toEqual({ message: "Request body too large", status: 413 });
    const chunk = `400\r\n${"x".repeat(1024)}\r\n`;
    const chunked = await rawStatus(base, [`POST /api/echo HTTP/1.1\r\nHost: ${host}\r\nTransfer-Encoding: chunked\r\n\r\n`, chunk, chunk, "0\r\n\r\n"]);
    expect(chunked).toBe("HTTP/1.1 413 Payload Too Large");
    expect((await request(base, "/api/echo", { method: "POST", host, body: "hello" })).text).toBe("hello");
  });

  it("answers malformed requests with a 400 and one log line, never a 5xx or a stack trace", async () => {
    const log = vi.spyOn(console, "error").mockImplementation(() => {});
    const base = await serve();
    for (const bad of ["bad host", "a/b", "x@evil.example", "test-motors.localhost:99999999"]) {
      expect([bad, (await request(base, "/", { host: bad })).status]).toEqual([bad, 400]);
    }
    const lines = log.mock.calls.map((call) => String(call[0]));
    expect(lines).toHaveLength(4);
    expect(lines.every((line) => !line.includes("\n") && line.includes("refused 400"))).toBe(true);
  });

  it("limits requests per client address with 429, leaving /healthz alone", async () => {
    const base = await serve({ rateLimitPerMinute: 5 });
    const statuses = [];
    for (let i = 0; i < 7; i++) statuses.push((await request(base, "/api/whoami", { host })).status);
    expect(statuses).toEqual([200, 200, 200, 200, 200, 429, 429]);
    const limited = await request(base, "/api/whoami", { host });
    expect(limited.json()).toMatchObject({ status: 429 });
    expect(limited.headers["retry-after"]).toBeDefined();
    expect((await request(base, "/healthz", { host })).status).toBe(200);
  });

  it("sheds requests with 503 and Retry-After while the event loop is busy, and keeps answering /healthz", async () => {
    const base = await serve({ shedEventLoopUtilization: 0.5 });
    let shed = null;
    for (let i = 0; i < 40 && !shed; i++) {
      await request(base, "/api/hold", { host });
      const answer = await request(base, "/api/whoami", { host });
      if (answer.status === 503) shed = answer;
    }
    expect(shed?.headers["retry-after"]).toBeDefined();
    expect(shed?.json()).toMatchObject({ status: 503 });
    expect((await request(base, "/healthz", { host })).status).toBe(200);
  });

  it("ignores X-Forwarded-* by default, and trusts them with TRUST_PROXY: address, https origin and HSTS", async () => {
    const forwarded = { "x-forwarded-for": "203.0.113.9", "x-forwarded-proto": "https", "x-forwarded-host": "testmotors.com.au" };
    const direct = await request(await serve(), "/api/whoami", { host, headers: forwarded });
    expect(direct.json()).toEqual({ ip: "127.0.0.1", origin: `http://${host}`, host });
    expect(direct.headers["strict-transport-security"]).toBeUndefined();
    const proxied = await request(await serve({ trustProxy: true }), "/api/whoami", { host: "10.0.0.5:3000", headers: forwarded });
    expect(proxied.json()).toEqual({ ip: "203.0.113.9", origin: "https://testmotors.com.au", host: "testmotors.com.au" });
    expect(proxied.headers["strict-transport-security"]).toContain("max-age=");
  });
});
