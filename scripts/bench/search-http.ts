import Fastify from "fastify";
import { searchRoutes } from "../../runtime/search/http/search-routes.ts";
import type { SearchService } from "../../runtime/search/service/search-service.ts";
import { createApiTable } from "../../runtime/server/api-table.ts";
import { answerWithRoute } from "../../runtime/server/web-adapter.ts";
import type { Services } from "../../runtime/types/index.ts";

/**
 * The search routes on a Fastify app of the benchmark's own, answered through the platform's route table and web
 * adapter, plus a static 1 KB JSON at `/static.json` as the same-server baseline. The platform's own app
 * (tests/kit/search/search-server.ts, which the protocol tests use) imports the page renderer, a `.tsx` module
 * that Node's type stripping cannot load, and its rate limit and load shedding are not what this measures.
 */
export async function serveSearch(search: SearchService): Promise<{ port: number; close(): Promise<void> }> {
  const app = Fastify({ bodyLimit: 1_000_000, keepAliveTimeout: 65_000 });
  app.removeAllContentTypeParsers();
  app.addContentTypeParser("*", { parseAs: "buffer" }, (_request, body, done) => done(null, body));
  const api = createApiTable(searchRoutes);
  const services = { search } as Services;
  const staticBody = JSON.stringify({ padding: "x".repeat(1000) });
  app.get("/static.json", (_request, reply) => reply.type("application/json; charset=utf-8").send(staticBody));
  app.all("/*", async (request, reply) => {
    const url = new URL(request.url, `http://${request.host}`);
    const { found } = api.match(request.method, url.pathname);
    if (!found) return reply.code(404).send({ message: "Not found", status: 404 });
    const body = Buffer.isBuffer(request.body) ? request.body : null;
    return answerWithRoute(found.route, { site: null, params: found.params, url, user: null, services, ip: request.ip }, request, reply, body);
  });
  await app.listen({ port: 0, host: "127.0.0.1" });
  return { port: (app.server.address() as { port: number }).port, close: () => app.close() };
}
