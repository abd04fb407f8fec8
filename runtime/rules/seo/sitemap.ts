import type { Site } from "../../types/site.ts";
import { canonicalPattern, fillPattern } from "./canonical-route.ts";
import { escapeHtml } from "../escape-html.ts";
import { TYPE_PATHS } from "../search-route.ts";
import { listedLocations } from "../locations.ts";

/** One URL of a sitemap: absolute, with the time its content last changed when known. */
export interface SitemapEntry {
  loc: string;
  lastmod?: string;
}

type SitemapSite = Pick<Site, "routes" | "pages" | "locations" | "brands">;

/** The protocol's limit of URLs in one sitemap file; past it the sitemap becomes an index of files. */
export const URLS_PER_SITEMAP = 50_000;

/**
 * Values of the one parameter of a page about a thing of the site, by the block that shows the thing: a location
 * page lists the listed locations, a brand page the brands with a page, a model page every model, a blog post
 * page every post.
 */
function pageValues(site: SitemapSite, blocks: ReadonlySet<string>, postSlugs: readonly string[]): readonly string[] | null {
  if (blocks.has("BlogPost")) return postSlugs;
  if (blocks.has("LocationDetails")) return listedLocations(site.locations).map((location) => location.slug);
  if (blocks.has("BrandOverview")) return site.brands.filter((brand) => !brand.skipPage).map((brand) => brand.slug);
  if (blocks.has("ModelAccessories")) return site.brands.flatMap((brand) => brand.models.map((model) => model.slug));
  return null;
}

/**
 * The site's own pages in its sitemap: home and every content page at its canonical route (aliases once),
 * pages about a location, brand, model or blog post (`postSlugs`) once for each, and the search landing page of
 * each stock type.
 * Gated pages and pages marked `noindex` are left out, and so are the other addresses of search pages: a
 * search's canonical URL is its landing page.
 */
export function sitemapPages(site: SitemapSite, origin: string, postSlugs: readonly string[] = []): SitemapEntry[] {
  const paths: string[] = [];
  let searchRouted = false;
  for (const [pattern, pageId] of Object.entries(site.routes)) {
    const page = site.pages[pageId];
    if (!page || page.gate || page.noindex) continue;
    const blocks = new Set(page.blocks.map((block) => block.type));
    if (blocks.has("SearchResults")) {
      searchRouted = true;
      continue;
    }
    if (canonicalPattern(site.routes, pageId, pattern, page.canonical_route) !== pattern) continue;
    const names = [...pattern.matchAll(/\{(\w+)\}/g)].map((match) => match[1]!);
    if (names.length === 0) paths.push(pattern);
    else if (names.length === 1) paths.push(...(pageValues(site, blocks, postSlugs) ?? []).map((value) => fillPattern(pattern, { [names[0]!]: value })));
  }
  if (searchRouted) paths.push(...TYPE_PATHS.map(([segment]) => `/search/${segment}`));
  return [...new Set(paths)].map((path) => ({ loc: origin + path }));
}

/** How many sitemap files `total` URLs take, at most `perFile` in each. */
export function sitemapFileCount(total: number, perFile: number): number {
  return Math.max(1, Math.ceil(total / perFile));
}

/** Which of the site's pages and which stretch of its listed cars file `file` (1-based) of the sitemap holds. */
export function sitemapFileRange(file: number, perFile: number, pageCount: number): { pages: [number, number]; cars: { skip: number; take: number } } {
  const start = (file - 1) * perFile;
  const end = start + perFile;
  return {
    pages: [Math.min(start, pageCount), Math.min(end, pageCount)],
    cars: { skip: Math.max(0, start - pageCount), take: Math.max(0, end - Math.max(start, pageCount)) },
  };
}

export const URLSET_OPEN = `<?xml version="1.0" encoding="UTF-8"?>\n<urlset xmlns="http://www.sitemaps.org/schemas/sitemap/0.9">\n`;
export const URLSET_CLOSE = "</urlset>\n";

export function urlElement(entry: SitemapEntry): string {
  const lastmod = entry.lastmod ? `<lastmod>${escapeHtml(entry.lastmod)}</lastmod>` : "";
  return `<url><loc>${escapeHtml(entry.loc)}</loc>${lastmod}</url>\n`;
}

/** The sitemap index naming each file of a sitemap too large for one. */
export function sitemapIndexXml(files: readonly string[]): string {
  const items = files.map((loc) => `<sitemap><loc>${escapeHtml(loc)}</loc></sitemap>\n`).join("");
  return `<?xml version="1.0" encoding="UTF-8"?>\n<sitemapindex xmlns="http://www.sitemaps.org/schemas/sitemap/0.9">\n${items}</sitemapindex>\n`;
}
