import type { FastifyInstance } from "fastify";
import { afterEach, expect, it, vi } from "vitest";
import { forEachBackend } from "../../tests/kit/backends.ts";
import { request } from "../../tests/kit/http.ts";
import type { ApiRoute, Services, Site } from "../types/index.ts";
import type { Database } from "../types/services.ts";
import { openDatabase } from "../storage/open-database.ts";
import { createApp } from "./app.ts";
import { loadPageAssets } from "./asset-manifest.ts";
import { serverBlocksFrom } from "./block-modules.ts";
import { databaseRateLimitStore } from "./rate-limit-store.ts";

const site = { slug: "test-motors", domains: ["testmotors.com.au"], routes: {}, pages: {} } as unknown as Site;
const host = "testmotors.com.au";
const routes: ApiRoute[] = [{ method: "GET", path: "/api/ping", handler: () => new Response("pong") }];

const apps: FastifyInstance[] = [];
afterEach(async () => {
  await Promise.all(apps.splice(0).map((app) => app.close()));
  vi.useRealTimers();
});

/** One server instance counting each address on the given database. */
async function serve(db: Database): Promise<string> {
  const app = await createApp(
    { sites: [site], services: { db } as Services, assets: loadPageAssets("/nonexistent"), blocks: serverBlocksFrom({}, {}), apiRoutes: routes, sessionSecret: "" },
    { clientDir: "/nonexistent", bodyLimit: 1024, trustProxy: false, rateLimitPerMinute: 4, rateLimitStore: databaseRateLimitStore(db), shedEventLoopUtilization: 0, shedEventLoopDelayMs: 0 },
  );
  apps.push(app);
  await app.listen({ port: 0, host: "127.0.0.1" });
  return `http://127.0.0.1:${(app.server.address() as { port: number }).port}`;
}

forEachBackend((backend) => {
  it("limits an address across two instances on one database, until the minute ends", async () => {
    vi.useFakeTimers({ toFake: ["Date"], now: Date.UTC(2026, 10, 27, 10, 0, 5) });
    const options = await backend.freshOptions();
    const [first, second] = [await openDatabase(options), await openDatabase(options)];
    try {
      const bases = [await serve(first.db), await serve(second.db)];
      const statuses = [];
      for (let i = 0; i < 6; i++) statuses.push((await request(bases[i % 2] ?? "", "/api/ping", { host })).status);
      expect(statuses).toEqual([200, 200, 200, 200, 429, 429]);
      const limited = await request(bases[0] ?? "", "/api/ping", { host });
      expect(limited.headers["retry-after"]).toBe("55");
      vi.setSystemTime(Date.UTC(2026, 10, 27, 10, 1, 0));
      expect((await request(bases[1] ?? "", "/api/ping", { host })).status).toBe(200);
    } finally {
      await Promise.all(apps.splice(0).map((app) => app.close()));
      await Promise.all([first.close(), second.close()]);
    }
  });
});
