import { createServer } from "node:http";
import { createApiTable } from "../../../runtime/server/api-table.ts";
import { answerWithRoute, readBody } from "../../../runtime/server/web-adapter.ts";
import { searchRoutes } from "../../../runtime/search/http/search-routes.ts";
import type { Services } from "../../../runtime/types/index.ts";
import type { SearchService } from "../../../runtime/search/service/search-service.ts";

/**
 * A loopback HTTP server that routes like the platform server (its API table and web adapter) but serves
 * only the search routes, plus a static 1 KB JSON at `/static.json` as the benchmark's same-server baseline.
 * Used by the protocol tests with the real algoliasearch client and by `npm run bench:search`.
 */
export async function startSearchServer(search: SearchService): Promise<{ port: number; close(): Promise<void> }> {
  const staticBody = JSON.stringify({ padding: "x".repeat(1000) });
  const services = { search } as Services;
  const api = createApiTable(searchRoutes);
  const server = createServer(async (req, res) => {
    const url = new URL(req.url ?? "/", "http://127.0.0.1");
    if (url.pathname === "/static.json") {
      // As the search answers are sent: with their length, not in chunks.
      res.setHeader("content-type", "application/json; charset=utf-8");
      return void res.end(staticBody);
    }
    const { found } = api.match(req.method ?? "GET", url.pathname);
    if (!found) return void res.writeHead(404).end();
    const body = req.method === "GET" ? null : await readBody(req, 1_000_000);
    const ctx = { site: null, params: found.params, url, user: null, services, ip: "127.0.0.1" };
    await answerWithRoute(found.route, ctx, req, res, body);
  });
  server.keepAliveTimeout = 65_000;
  await new Promise<void>((resolve) => server.listen(0, "127.0.0.1", resolve));
  return {
    port: (server.address() as { port: number }).port,
    close: () => new Promise((resolve) => {
      server.close(() => resolve());
      server.closeAllConnections();
    }),
  };
}
