import type { Site } from "../types/index.ts";
import { canonicalPattern, fillPattern } from "../rules/seo/canonical-route.ts";

/**
 * The canonical path of the page a route shows: the requested path, unless the page is shown at several routes
 * and another of them is its canonical one (`/contact-us` names `/contact`), filled with the same parameters.
 */
export function canonicalPath(site: Pick<Site, "routes" | "pages">, pattern: string, params: Readonly<Record<string, string>>, requested: string): string {
  const pageId = site.routes[pattern];
  if (!pageId) return requested;
  const canonical = canonicalPattern(site.routes, pageId, pattern, site.pages[pageId]?.canonical_route ?? null);
  return canonical === pattern ? requested : fillPattern(canonical, params);
}
