/**
 * Checks a schema cannot express: routes pointing at missing pages, a page's canonical route being one of its
 * routes, the slug matching the file name, safe URLs.
 */
import { basename } from "node:path";
import { childPointer } from "./json-pointer.ts";
import { isJsonObject } from "./merge-patch.ts";
import type { Problem } from "./translate-errors.ts";
import { urlProblems } from "./url-checks.ts";

export function siteProblems(site: unknown, file: string): Problem[] {
  if (!isJsonObject(site)) return [];
  return [...routeProblems(site), ...slugProblems(site, file), ...urlProblems(site)];
}

function routeProblems(site: Record<string, unknown>): Problem[] {
  const { routes, pages } = site;
  if (!isJsonObject(routes) || !isJsonObject(pages)) return [];
  const problems: Problem[] = [];
  for (const [pattern, page] of Object.entries(routes)) {
    if (typeof page === "string" && !Object.hasOwn(pages, page)) {
      problems.push({
        pointer: childPointer("/routes", pattern),
        at: "value",
        message: `route "${pattern}" points at page "${page}", which is not defined in pages`,
      });
    }
  }
  for (const [id, page] of Object.entries(pages)) {
    const chosen = isJsonObject(page) ? page.canonical_route : undefined;
    if (typeof chosen === "string" && routes[chosen] !== id) {
      problems.push({
        pointer: `${childPointer("/pages", id)}/canonical_route`,
        at: "value",
        message: `canonical_route "${chosen}" is not one of the routes of page "${id}"`,
      });
    }
  }
  return problems;
}

function slugProblems(site: Record<string, unknown>, file: string): Problem[] {
  const expected = basename(file, ".json");
  if (typeof site.slug !== "string" || site.slug === expected) return [];
  return [{ pointer: "/slug", at: "value", message: `slug "${site.slug}" must equal the file name "${expected}"` }];
}
