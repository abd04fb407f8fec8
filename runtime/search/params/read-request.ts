import { SearchError } from "../search-error.ts";

/** One entry of a multi-query's `requests`, before its parameters are typed. */
export interface RawSearchRequest {
  indexName: string;
  type: "default" | "facet";
  /** The facet a `type: "facet"` request searches the values of. */
  facet: string | null;
  /** Inline parameters merged over the legacy `params` string. */
  params: Record<string, unknown>;
}

const ENVELOPE = new Set(["indexName", "type", "facet", "params"]);

export function readRequest(entry: unknown, position: number): RawSearchRequest {
  if (typeof entry !== "object" || entry === null || Array.isArray(entry)) {
    throw new SearchError(400, `requests[${position}] must be an object`);
  }
  const request = entry as Record<string, unknown>;
  if (typeof request.indexName !== "string" || request.indexName === "") {
    throw new SearchError(400, `requests[${position}].indexName is required`);
  }
  const type = request.type ?? "default";
  if (type !== "default" && type !== "facet") throw new SearchError(400, `requests[${position}].type must be "default" or "facet"`);
  const legacy = request.params;
  if (legacy !== undefined && typeof legacy !== "string" && (typeof legacy !== "object" || legacy === null)) {
    throw new SearchError(400, `requests[${position}].params must be a string`);
  }
  // Legacy `params`: a URL-encoded query string whose arrays and objects are JSON-encoded.
  const params: Record<string, unknown> =
    typeof legacy === "string" ? Object.fromEntries(new URLSearchParams(legacy)) : { ...(legacy as object | undefined) };
  for (const [key, value] of Object.entries(request)) {
    if (!ENVELOPE.has(key) && value !== undefined) params[key] = value;
  }
  const facet = request.facet ?? params.facetName ?? null;
  if (type === "facet" && (typeof facet !== "string" || facet === "")) {
    throw new SearchError(400, `requests[${position}].facet is required for a facet search`);
  }
  return { indexName: request.indexName, type, facet: typeof facet === "string" ? facet : null, params };
}

/** The `params` string a result echoes: URL-encoded, arrays and objects JSON-encoded. */
export function encodeParamsString(params: Record<string, unknown>): string {
  const pairs: string[] = [];
  for (const [key, value] of Object.entries(params)) {
    if (value === undefined) continue;
    const text = typeof value === "object" && value !== null ? JSON.stringify(value) : String(value);
    pairs.push(`${encodeURIComponent(key)}=${encodeURIComponent(text)}`);
  }
  return pairs.join("&");
}
