import type { Site } from "../../types/site.ts";

type RobotsSite = Pick<Site, "routes" | "pages">;

/**
 * The site's robots.txt: every crawler may read the site, but not its APIs, the page data client navigation
 * fetches, nor a search page with a query string. A search's filters, sort and page in the query (spec §2)
 * make endless combinations of the same cars; the landing pages and the cars' own pages, all in the sitemap,
 * are what search engines should index.
 */
export function robotsTxt(site: RobotsSite, sitemapUrl: string): string {
  const searchPaths = Object.entries(site.routes)
    .filter(([, pageId]) => site.pages[pageId]?.blocks.some((block) => block.type === "SearchResults"))
    // Everything from a route's first parameter on is any text: /search/{make}/{model} is /search/*.
    .map(([pattern]) => pattern.replace(/\{.*$/, "*"));
  const wildcards = searchPaths.filter((path) => path.endsWith("*")).map((path) => path.slice(0, -1));
  const disallowed = [...new Set(searchPaths)]
    .filter((path) => path.endsWith("*") || !wildcards.some((prefix) => path.startsWith(prefix)))
    .sort()
    .map((path) => `Disallow: ${path}?`);
  return ["User-agent: *", "Disallow: /api/", "Disallow: /__forecourt/", ...disallowed, "", `Sitemap: ${sitemapUrl}`, ""].join("\n");
}
