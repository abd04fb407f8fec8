import { createApp } from "../../../runtime/server/app.ts";
import { loadPageAssets } from "../../../runtime/server/asset-manifest.ts";
import { serverBlocksFrom } from "../../../runtime/server/block-modules.ts";
import { searchRoutes } from "../../../runtime/search/http/search-routes.ts";
import type { Services } from "../../../runtime/types/index.ts";
import type { SearchService } from "../../../runtime/search/service/search-service.ts";

/**
 * A loopback HTTP server built as the platform server is (its Fastify app) but serving only the search routes,
 * plus a static 1 KB JSON at `/static.json` as the benchmark's same-server baseline. Its rate limit and load
 * shedding are set out of reach: the benchmark measures searches, not refusals. Used by the protocol tests with
 * the real algoliasearch client and by `npm run bench:search`.
 */
export async function startSearchServer(search: SearchService): Promise<{ port: number; close(): Promise<void> }> {
  const staticBody = JSON.stringify({ padding: "x".repeat(1000) });
  const app = await createApp(
    { sites: [], services: { search } as Services, assets: loadPageAssets("/nonexistent"), blocks: serverBlocksFrom({}, {}), apiRoutes: searchRoutes, sessionSecret: "" },
    { clientDir: "/nonexistent", bodyLimit: 1_000_000, trustProxy: false, rateLimitPerMinute: Number.MAX_SAFE_INTEGER, shedEventLoopUtilization: 0, shedEventLoopDelayMs: 0 },
  );
  app.get("/static.json", (_request, reply) => reply.type("application/json; charset=utf-8").send(staticBody));
  await app.listen({ port: 0, host: "127.0.0.1" });
  return { port: (app.server.address() as { port: number }).port, close: () => app.close() };
}
