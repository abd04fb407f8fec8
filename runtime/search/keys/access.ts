import { timingSafeEqual } from "node:crypto";
import { SearchError } from "../search-error.ts";
import { readSecuredApiKey } from "./secured-key.ts";

/** What the holder of an API key may do. The admin (parent) key has no restrictions. */
export interface Access {
  /** Index name patterns (`*` wildcards); null: every index. */
  restrictIndices: string[] | null;
  /** `filters` expressions ANDed into every request. */
  filters: string[];
  /** Search parameters the key fixes for every request (e.g. userToken, hitsPerPage). */
  fixedParams: Record<string, string>;
}

const ADMIN_ACCESS: Access = { restrictIndices: null, filters: [], fixedParams: {} };

const NOT_SEARCH_PARAMS = new Set(["filters", "validUntil", "restrictIndices", "referers", "restrictSources"]);

function sameSecret(a: string, b: string): boolean {
  const left = Buffer.from(a);
  const right = Buffer.from(b);
  return left.length === right.length && timingSafeEqual(left, right);
}

/** Checks a key against the parent key; missing, forged and expired keys are refused with 403. */
export function accessFor(apiKey: string | null, parentKey: string, nowMs: number): Access {
  if (!apiKey) throw new SearchError(403, "Invalid Application-ID or API key");
  if (sameSecret(apiKey, parentKey)) return ADMIN_ACCESS;
  const restrictions = readSecuredApiKey(parentKey, apiKey);
  if (!restrictions) throw new SearchError(403, "Invalid Application-ID or API key");
  const validUntil = restrictions.get("validUntil");
  if (validUntil !== null && !(Number(validUntil) * 1000 > nowMs)) throw new SearchError(403, "The API key has expired");
  const indices = restrictions.get("restrictIndices");
  const filters = restrictions.get("filters");
  const fixedParams: Record<string, string> = {};
  for (const [name, value] of restrictions) if (!NOT_SEARCH_PARAMS.has(name)) fixedParams[name] = value;
  return {
    restrictIndices: indices === null ? null : indices.split(",").map((name) => name.trim()).filter(Boolean),
    filters: filters ? [filters] : [],
    fixedParams,
  };
}

/** Replicas are separate indices to a key: `Car_production` alone does not reach `Car_production_price_asc`. */
export function assertIndexAllowed(access: Access, indexName: string): void {
  if (access.restrictIndices === null) return;
  const allowed = access.restrictIndices.some((pattern) => globToRegExp(pattern).test(indexName));
  if (!allowed) throw new SearchError(403, `Index not allowed with this API key: ${indexName}`);
}

const compiled = new Map<string, RegExp>();

function globToRegExp(pattern: string): RegExp {
  let regExp = compiled.get(pattern);
  if (!regExp) {
    const escaped = pattern.split("*").map((part) => part.replace(/[.*+?^${}()|[\]\\]/g, "\\$&"));
    compiled.set(pattern, (regExp = new RegExp(`^${escaped.join(".*")}$`)));
  }
  return regExp;
}
