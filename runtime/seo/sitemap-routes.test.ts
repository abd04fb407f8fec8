// @vitest-environment jsdom
import { DatabaseSync } from "node:sqlite";
import { Kysely } from "kysely";
import { afterAll, beforeAll, describe, expect, it } from "vitest";
import type { Car, Services, Site } from "../types/index.ts";
import type { Tables } from "../storage/tables.ts";
import { NodeSqliteDialect } from "../storage/node-sqlite-dialect.ts";
import { migrateToLatest } from "../storage/migrate.ts";
import { createStockRepository } from "../stock/stock-repository.ts";
import { apiCaller } from "../../tests/kit/vehicle/test-api.ts";
import { testCar } from "../../tests/kit/vehicle/test-car.ts";
import { testSite } from "../../tests/kit/vehicle/test-context.ts";
import { sitemapRoutes } from "./sitemap-routes.ts";
import { testPost } from "../../tests/kit/blocks/content-fixtures.ts";

const page = (types: string[], extra: Record<string, unknown> = {}) => ({ title: "x", description: "", gate: null, layout: true, canonical_route: null, noindex: false, blocks: types.map((type) => ({ type })), ...extra });

const site = testSite({
  routes: { "/": "home", "/search": "search", "/search/{type}-cars": "search", "/cars/{slug}": "vehicle", "/contact": "contact", "/contact-us": "contact", "/success": "success", "/blog/{slug}": "post" },
  pages: { home: page(["Hero"]), search: page(["SearchResults"]), vehicle: page(["VehicleMedia"]), contact: page(["OurLocations"]), success: page(["LeadSuccess"], { noindex: true }), post: page(["BlogPost"]), "not-found": page(["NotFound"]) },
  brands: [],
}) as Site;

const car = (id: number, fields: Partial<Car> = {}) =>
  testCar({ id, slug: `car-${id}`, path: `/cars/car-${id}`, updated_at: `2026-11-${String(id % 28 + 1).padStart(2, "0")}T09:00:00.000Z`, ...fields });
const forSale = [...Array.from({ length: 9 }, (_, i) => car(i + 1)), car(10, { status: "coming_soon" })];
const notListed = [
  car(20, { status: "sold", sold: true, sold_at: new Date().toISOString() }),
  car(21, { show_on_dealer_website: false }),
  car(22, { status: "withdrawn" }),
  car(23, { dealership_id: 999 }),
  car(24, { sold: true }),
];

let db: Kysely<Tables>;
let services: Services;

beforeAll(async () => {
  db = new Kysely<Tables>({ dialect: new NodeSqliteDialect(new DatabaseSync(":memory:")) });
  await migrateToLatest(db);
  const stock = createStockRepository(db);
  await stock.upsert([...notListed, ...forSale]);
  const content = { posts: (slug: string) => (slug === site.slug ? [testPost("rav4-review")] : []), page: () => null };
  services = { db, stock, content } as unknown as Services;
});
afterAll(() => db.destroy());

/** The text of a response, parsed as XML: a sitemap that is not well-formed fails here. */
async function xmlOf(response: Response): Promise<Document> {
  expect(response.status).toBe(200);
  expect(response.headers.get("content-type")).toBe("application/xml; charset=utf-8");
  expect(response.headers.get("cache-control")).toMatch(/^public, max-age=\d+$/);
  const doc = new DOMParser().parseFromString(await response.text(), "application/xml");
  expect(doc.getElementsByTagName("parsererror")).toHaveLength(0);
  return doc;
}

const locs = (doc: Document) => [...doc.getElementsByTagName("loc")].map((loc) => loc.textContent!.replace("https://harbourmotors.com.au", ""));

describe("GET /sitemap.xml", () => {
  it("lists the site's pages and every car it has for sale, with its last change, on the canonical origin", async () => {
    const doc = await xmlOf(await apiCaller(sitemapRoutes(), services, site)("GET", "/sitemap.xml"));
    expect(doc.documentElement.tagName).toBe("urlset");
    expect(doc.documentElement.getAttribute("xmlns")).toBe("http://www.sitemaps.org/schemas/sitemap/0.9");
    const listed = locs(doc);
    expect(listed).toEqual(expect.arrayContaining(["/", "/contact", "/search/used-cars", "/blog/rav4-review", ...forSale.map((entry) => entry.path)]));
    expect(listed.filter((loc) => loc.startsWith("/cars/"))).toEqual(forSale.map((entry) => entry.path));
    const urls = [...doc.getElementsByTagName("url")];
    const first = urls.find((url) => url.querySelector("loc")!.textContent!.endsWith("/cars/car-1"))!;
    expect(first.querySelector("lastmod")!.textContent).toBe(forSale[0]!.updated_at);
    expect(listed).not.toContain("/contact-us");
    expect(listed).not.toContain("/success");
  });

  it("leaves out sold, hidden, withdrawn and other dealers' cars, and cars marked sold", async () => {
    const listed = locs(await xmlOf(await apiCaller(sitemapRoutes(), services, site)("GET", "/sitemap.xml")));
    for (const entry of notListed) expect(listed).not.toContain(entry.path);
  });

  it("becomes an index of files past the limit, the files holding every URL once, none over the limit", async () => {
    const call = apiCaller(sitemapRoutes(4), services, site);
    const whole = locs(await xmlOf(await apiCaller(sitemapRoutes(), services, site)("GET", "/sitemap.xml")));
    const index = await xmlOf(await call("GET", "/sitemap.xml"));
    expect(index.documentElement.tagName).toBe("sitemapindex");
    const files = locs(index);
    // 7 pages and 12 cars in the statuses for sale (one hidden and one marked sold, so left out): 19 positions, 5 files of 4.
    expect(files).toEqual(["/sitemap-1.xml", "/sitemap-2.xml", "/sitemap-3.xml", "/sitemap-4.xml", "/sitemap-5.xml"]);
    const parts: string[] = [];
    for (const file of files) {
      const doc = await xmlOf(await call("GET", file));
      expect(doc.documentElement.tagName).toBe("urlset");
      expect(locs(doc).length).toBeLessThanOrEqual(4);
      parts.push(...locs(doc));
    }
    expect(parts).toEqual(whole);
    expect((await call("GET", "/sitemap-6.xml")).status).toBe(404);
    expect((await call("GET", "/sitemap-0.xml")).status).toBe(404);
    expect((await apiCaller(sitemapRoutes(), services, site)("GET", "/sitemap-1.xml")).status).toBe(404);
  });
});

describe("GET /robots.txt", () => {
  it("names the sitemap on the canonical origin and keeps search URLs with a query string out", async () => {
    const response = await apiCaller(sitemapRoutes(), services, site)("GET", "/robots.txt");
    expect(response.status).toBe(200);
    expect(response.headers.get("content-type")).toBe("text/plain; charset=utf-8");
    expect(response.headers.get("cache-control")).toMatch(/^public, max-age=\d+$/);
    const text = await response.text();
    expect(text).toContain("Sitemap: https://harbourmotors.com.au/sitemap.xml");
    expect(text).toContain("Disallow: /search?");
    expect(text).toContain("Disallow: /search/*?");
  });
});
