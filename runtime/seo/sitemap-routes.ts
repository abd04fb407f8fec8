import type { ApiContext, ApiRoute, Site } from "../types/index.ts";
import { canonicalOrigin } from "../routing/canonical-origin.ts";
import { robotsTxt } from "../rules/seo/robots.ts";
import { publishedPosts } from "../rules/blog/blog-pages.ts";
import { stateTimeZone, wallClock } from "../rules/local-clock.ts";
import {
  sitemapFileCount,
  sitemapFileRange,
  sitemapIndexXml,
  sitemapPages,
  urlElement,
  URLSET_CLOSE,
  URLSET_OPEN,
  URLS_PER_SITEMAP,
  type SitemapEntry,
} from "../rules/seo/sitemap.ts";
import { listedCarPages, SITEMAP_STATUSES } from "./listed-cars.ts";

// Crawlers read these far less often than shoppers read pages; stock changes show within the hour.
const SITEMAP_CACHE = "public, max-age=3600";
const ROBOTS_CACHE = "public, max-age=86400";
const FILE_NAME = /^[1-9][0-9]{0,5}$/;

/**
 * `/robots.txt` and the sitemap of each site, on its own hosts, with URLs on its canonical origin: one
 * `/sitemap.xml` up to `urlsPerFile` URLs, else an index of `/sitemap-{n}.xml` files. Files are written as their
 * cars are read, so a sitemap of a large stock is never one string in memory.
 */
export function sitemapRoutes(urlsPerFile = URLS_PER_SITEMAP): ApiRoute[] {
  return [
    {
      method: "GET",
      path: "/robots.txt",
      handler: (_request, ctx) => {
        const site = ctx.site!;
        const text = robotsTxt(site, `${canonicalOrigin(site, ctx.url.origin)}/sitemap.xml`);
        return new Response(text, { headers: { "content-type": "text/plain; charset=utf-8", "cache-control": ROBOTS_CACHE } });
      },
    },
    {
      method: "GET",
      path: "/sitemap.xml",
      stream: true,
      handler: async (_request, ctx) => {
        const plan = await sitemapPlan(ctx, urlsPerFile);
        if (plan.files === 1) return xml(urlset(ctx, plan.pages, { skip: 0, take: plan.cars }));
        const files = Array.from({ length: plan.files }, (_, i) => `${plan.origin}/sitemap-${i + 1}.xml`);
        return xml(sitemapIndexXml(files));
      },
    },
    {
      method: "GET",
      path: "/sitemap-{file}.xml",
      stream: true,
      handler: async (_request, ctx) => {
        const file = ctx.params.file ?? "";
        const plan = await sitemapPlan(ctx, urlsPerFile);
        if (!FILE_NAME.test(file) || plan.files === 1 || Number(file) > plan.files) {
          return new Response("Not found", { status: 404, headers: { "content-type": "text/plain; charset=utf-8" } });
        }
        const range = sitemapFileRange(Number(file), urlsPerFile, plan.pages.length);
        return xml(urlset(ctx, plan.pages.slice(...range.pages), range.cars));
      },
    },
  ];
}

/** The site's own pages and how many cars follow them, and so how many files the sitemap takes. */
async function sitemapPlan(ctx: ApiContext, perFile: number) {
  const site = ctx.site!;
  const origin = canonicalOrigin(site, ctx.url.origin);
  const pages = sitemapPages(site, origin, publishedPosts(ctx.services.content.posts(site.slug), wallClock(new Date(), stateTimeZone(site.address.state)).date).map((post) => post.slug));
  const cars = await ctx.services.stock.count(site.dealerships.map((dealership) => dealership.id), SITEMAP_STATUSES);
  return { origin, pages, cars, files: sitemapFileCount(pages.length + cars, perFile) };
}

function urlset(ctx: ApiContext, pages: readonly SitemapEntry[], cars: { skip: number; take: number }): ReadableStream<Uint8Array> {
  const site: Site = ctx.site!;
  const origin = canonicalOrigin(site, ctx.url.origin);
  async function* chunks() {
    yield URLSET_OPEN + pages.map(urlElement).join("");
    for await (const page of listedCarPages(ctx.services.stock, site, cars)) {
      yield page.map((car) => urlElement({ loc: origin + car.path, lastmod: car.updated_at })).join("");
    }
    yield URLSET_CLOSE;
  }
  const parts = chunks();
  const encoder = new TextEncoder();
  // Pulled as the connection takes it: the next page of cars is read only once the last one is sent.
  return new ReadableStream<Uint8Array>({
    async pull(controller) {
      const next = await parts.next();
      if (next.done) controller.close();
      else controller.enqueue(encoder.encode(next.value));
    },
    async cancel() {
      await parts.return(undefined);
    },
  });
}

function xml(body: string | ReadableStream<Uint8Array>): Response {
  return new Response(body, { headers: { "content-type": "application/xml; charset=utf-8", "cache-control": SITEMAP_CACHE } });
}
