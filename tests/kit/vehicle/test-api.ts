import type { ApiContext, ApiRoute, Services, Site } from "../../../runtime/types/index.ts";
import { createApiTable } from "../../../runtime/server/api-table.ts";
import { testSite } from "./test-context.ts";

/** Calls the vehicle page's routes the way the server does: matched by method and path, with an ApiContext. */
export function apiCaller(routes: ApiRoute[], services: Services, site: Site = testSite()) {
  const table = createApiTable(routes);
  return async (
    method: string,
    pathAndQuery: string,
    body?: unknown,
    { headers = {}, ip = "127.0.0.1" }: { headers?: Record<string, string>; ip?: string } = {},
  ): Promise<Response> => {
    const url = new URL(pathAndQuery, "https://harbourmotors.com.au");
    const { found } = table.match(method, url.pathname);
    if (!found) throw new Error(`No route for ${method} ${url.pathname}`);
    const ctx: ApiContext = { site, params: found.params, url, user: null, services, ip };
    const init: RequestInit = { method, headers: { "content-type": "application/json", ...headers } };
    if (body !== undefined) init.body = typeof body === "string" ? body : JSON.stringify(body);
    return found.route.handler(new Request(url, init), ctx);
  };
}
