import { SearchError } from "../search-error.ts";
import { logRefused } from "../../http/log.ts";
import { bodyJson } from "../params/body-json.ts";
import { checkAnswerSize } from "../params/limits.ts";
import { apiKeyOf, decodeSegment, errorResponse, jsonTextAnswer, preflightResponse } from "./protocol-response.ts";
import type { ApiContext, ApiHandler, ApiRoute } from "../../types/index.ts";
import type { SearchService } from "../service/search-service.ts";

type Operation = (request: Request, ctx: ApiContext, service: SearchService) => Promise<Response>;

/**
 * Wraps an operation: the service from the context, protocol errors as `{message, status}`, each logged as one
 * line. The path is logged without its query string, which may carry the API key.
 */
function handler(operation: Operation): ApiHandler {
  return async (request, ctx) => {
    try {
      return await operation(request, ctx, ctx.services.search);
    } catch (error) {
      if (error instanceof SearchError) {
        logRefused({ method: request.method, host: request.headers.get("host"), url: ctx.url.pathname, ip: ctx.ip }, error.status, error.message);
      }
      return errorResponse(error);
    }
  };
}

function object(body: unknown): Record<string, unknown> {
  if (typeof body !== "object" || body === null || Array.isArray(body)) throw new SearchError(400, "The request body must be a JSON object");
  return body as Record<string, unknown>;
}

/** POST /1/indexes/*\/queries: the multi-query InstantSearch sends. */
const multiQuery: Operation = async (request, ctx, service) =>
  jsonTextAnswer(await service.searchJson(await request.text(), apiKeyOf(request, ctx.url)));

/** One request as a multi-query of one, answered with its single result. */
async function single(service: SearchService, apiKey: string | null, entry: Record<string, unknown>): Promise<Response> {
  const { results } = await service.search({ requests: [entry] }, apiKey);
  const json = JSON.stringify(results[0]);
  checkAnswerSize(json, service.answerLimitBytes);
  return jsonTextAnswer(json);
}

/** POST /1/indexes/{index}/query: search one index (params inline or as a `params` string). */
const searchIndex: Operation = async (request, ctx, service) =>
  single(service, apiKeyOf(request, ctx.url), { ...object(bodyJson(await request.text())), indexName: decodeSegment(ctx.params.index!) });

/** GET /1/indexes/{index}?query=...: the legacy GET search, parameters in the query string. */
const getIndex: Operation = async (request, ctx, service) => {
  const params = new URLSearchParams([...ctx.url.searchParams].filter(([name]) => !name.toLowerCase().startsWith("x-algolia-")));
  return single(service, apiKeyOf(request, ctx.url), { indexName: decodeSegment(ctx.params.index!), params: params.toString() });
};

/** POST /1/indexes/{index}/facets/{facet}/query: searchable facet values. */
const facetValues: Operation = async (request, ctx, service) =>
  single(service, apiKeyOf(request, ctx.url), {
    ...object(bodyJson(await request.text())),
    indexName: decodeSegment(ctx.params.index!),
    type: "facet",
    facet: decodeSegment(ctx.params.facet!),
  });

const preflight: ApiHandler = () => preflightResponse();

const PATHS: [string, "GET" | "POST", Operation][] = [
  ["/1/indexes/{index}/queries", "POST", multiQuery],
  ["/1/indexes/{index}/query", "POST", searchIndex],
  ["/1/indexes/{index}/facets/{facet}/query", "POST", facetValues],
  ["/1/indexes/{index}", "GET", getIndex],
];

/** The search protocol's routes, served on any host (the browser may call a dedicated search host). */
export const searchRoutes: ApiRoute[] = PATHS.flatMap(([path, method, operation]): ApiRoute[] => [
  { method, path, handler: handler(operation), anyHost: true },
  { method: "OPTIONS", path, handler: preflight, anyHost: true },
]);
