/** Route patterns by page id, as a site document lists them (`routes`). */
type Routes = Readonly<Record<string, string>>;

const PARAM = /\{([a-zA-Z_][a-zA-Z0-9_]*)\}/g;

/**
 * The one route of a page shown at several (`/contact` and `/contact-us`) that names its canonical URL: the
 * page's `canonical_route` when set, else the first of its routes in the site document. Only a route with the
 * same parameters as `pattern` can stand for it (`/locations/{slug}` for `/our-location/{slug}`); for any other
 * the pattern is its own canonical route.
 */
export function canonicalPattern(routes: Routes, pageId: string, pattern: string, chosen: string | null): string {
  const names = paramNames(pattern);
  const candidates = Object.keys(routes).filter((candidate) => routes[candidate] === pageId && paramNames(candidate) === names);
  if (chosen && candidates.includes(chosen)) return chosen;
  return candidates[0] ?? pattern;
}

/** Pages as a site document lists them: enough to see which blocks each shows. */
type Pages = Readonly<Record<string, { blocks?: readonly { type: string; props?: unknown }[] }>>;

/**
 * The route of a page of its own that shows content page `name` (a MarkdownPage block naming it, at a route
 * without parameters), or null: `/pages/warranty` names `/warranty` as its canonical URL, so one page has one.
 */
export function contentPageRoute(routes: Routes, pages: Pages, name: string): string | null {
  const shows = (pageId: string) =>
    (pages[pageId]?.blocks ?? []).some((block) => block.type === "MarkdownPage" && (block.props as { page?: unknown } | undefined)?.page === name);
  return Object.keys(routes).find((route) => paramNames(route) === "" && shows(routes[route]!)) ?? null;
}

/** A pattern's path with its parameters filled in (each encoded as a path segment). */
export function fillPattern(pattern: string, params: Readonly<Record<string, string>>): string {
  return pattern.replace(PARAM, (_, name: string) => encodeURIComponent(params[name] ?? ""));
}

function paramNames(pattern: string): string {
  // Every page asks this of each of its site's routes, most of which have no parameters.
  if (!pattern.includes("{")) return "";
  return [...pattern.matchAll(PARAM)].map((match) => match[1]).sort().join(",");
}
