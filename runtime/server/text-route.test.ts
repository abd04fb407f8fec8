import type { FastifyInstance } from "fastify";
import { afterEach, describe, expect, it } from "vitest";
import { textRoute } from "./text-route.ts";
import { createApp } from "./app.ts";
import { loadAssetManifest } from "./asset-manifest.ts";
import { serverBlocksFrom } from "./block-modules.ts";
import type { ApiContext, ApiRoute, Services, TextRequest } from "../types/index.ts";

const seen: TextRequest[] = [];
const echo = textRoute({
  method: "POST",
  path: "/echo",
  text: async (request) => {
    seen.push(request);
    return { status: 201, headers: { "content-type": "text/plain", "x-key": request.header("X-Key") ?? "none" }, body: `${request.method}:${request.body}` };
  },
});

const context = (url: URL) => ({ url, params: {} }) as unknown as ApiContext;
const apps: FastifyInstance[] = [];
afterEach(async () => {
  await Promise.all(apps.splice(0).map((app) => app.close()));
  seen.length = 0;
});

/** The platform's HTTP server answering by this one route, on any host. */
async function serve(route: ApiRoute): Promise<string> {
  const app = await createApp(
    { sites: [], services: {} as Services, manifest: loadAssetManifest("/nonexistent"), blocks: serverBlocksFrom({}, {}), apiRoutes: [{ ...route, anyHost: true }], sessionSecret: "" },
    { clientDir: "/nonexistent", bodyLimit: 1000, trustProxy: false, rateLimitPerMinute: 10_000, shedEventLoopUtilization: 0, shedEventLoopDelayMs: 0 },
  );
  apps.push(app);
  await app.listen({ port: 0, host: "127.0.0.1" });
  return `http://127.0.0.1:${(app.server.address() as { port: number }).port}`;
}

describe("text routes", () => {
  it("are answered over HTTP by their text handler: body decoded as UTF-8 without a byte-order mark, headers by any case", async () => {
    const origin = await serve(echo);
    const response = await fetch(`${origin}/echo`, { method: "POST", headers: { "x-key": "abc" }, body: "\uFEFFŠkoda" });
    expect(response.status).toBe(201);
    expect(response.headers.get("x-key")).toBe("abc");
    expect(response.headers.get("content-length")).toBe(String(Buffer.byteLength("POST:Škoda")));
    expect(response.headers.get("transfer-encoding")).toBeNull();
    expect(await response.text()).toBe("POST:Škoda");
    expect(seen[0]!.header("x-missing")).toBeNull();
  });

  it("still answer a web Request through their handler, the same way", async () => {
    const url = new URL("http://127.0.0.1/echo");
    const response = await echo.handler(new Request(url, { method: "POST", headers: { "x-key": "abc" }, body: "\uFEFFŠkoda" }), context(url));
    expect(response.status).toBe(201);
    expect(response.headers.get("x-key")).toBe("abc");
    expect(await response.text()).toBe("POST:Škoda");
  });

  it("send headers without a body for HEAD", async () => {
    const origin = await serve({ ...echo, method: "GET" });
    const response = await fetch(`${origin}/echo`, { method: "HEAD" });
    expect(response.headers.get("x-key")).toBe("none");
    expect(response.headers.get("content-length")).toBe(String("HEAD:".length));
    expect(await response.text()).toBe("");
    expect(seen[0]!.body).toBe("");
  });
});
