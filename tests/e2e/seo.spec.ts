import { expect, test, type Page } from "@playwright/test";
import { demoSites, siteUrl } from "./support.ts";
import { isInStock, loadStock, siteApi, siteStock, type StockCar } from "./vehicle-support.ts";

// Found and shared properly (issue 25 §4): robots.txt, the sitemap, share previews, canonical URLs and
// structured data, on every demo site.
const sites = await demoSites();

/** Parses XML as a browser does: a document that is not well-formed comes back with a parsererror. */
async function parseXml(page: Page, text: string): Promise<{ root: string; namespace: string | null; errors: number; locs: string[]; lastmods: Record<string, string> }> {
  return page.evaluate((source) => {
    const doc = new DOMParser().parseFromString(source, "application/xml");
    const lastmods: Record<string, string> = {};
    for (const url of doc.getElementsByTagName("url")) {
      const lastmod = url.getElementsByTagName("lastmod")[0]?.textContent;
      if (lastmod) lastmods[url.getElementsByTagName("loc")[0]!.textContent!] = lastmod;
    }
    return {
      root: doc.documentElement.tagName,
      namespace: doc.documentElement.getAttribute("xmlns"),
      errors: doc.getElementsByTagName("parsererror").length,
      locs: [...doc.getElementsByTagName("loc")].map((loc) => loc.textContent ?? ""),
      lastmods,
    };
  }, text);
}

/** Every JSON-LD document of the page as served, parsed (a document that is not JSON fails the test). */
async function jsonLd(page: Page): Promise<Array<Record<string, unknown>>> {
  const texts = await page.locator('head script[type="application/ld+json"]').allTextContents();
  return texts.map((text) => JSON.parse(text));
}

const metaContent = (page: Page, selector: string) => page.locator(`head meta[${selector}]`).getAttribute("content");

for (const site of sites) {
  test.describe(site.name, () => {
    const origin = `https://${site.domains[0]}`;

    test("robots.txt names the sitemap and keeps search URLs with a query string out", async () => {
      const api = await siteApi(site.slug);
      const response = await api.get("/robots.txt");
      expect(response.status()).toBe(200);
      expect(response.headers()["content-type"]).toContain("text/plain");
      expect(response.headers()["cache-control"]).toMatch(/^public, max-age=\d+$/);
      const lines = (await response.text()).split("\n");
      expect(lines).toContain("User-agent: *");
      expect(lines).toContain(`Sitemap: ${origin}/sitemap.xml`);
      expect(lines).toContain("Disallow: /search?");
      expect(lines).toContain("Disallow: /search/*?");
      expect(lines).not.toContain("Disallow: /");
      await api.dispose();
    });

    test("sitemap.xml is valid XML listing home, search landing pages, content pages and every car for sale, and no sold car", async ({ page }) => {
      const api = await siteApi(site.slug);
      // Read together: journeys running beside this one reserve and sell cars.
      const [response, stock] = await Promise.all([api.get("/sitemap.xml"), loadStock(site.slug)]);
      expect(response.status()).toBe(200);
      expect(response.headers()["content-type"]).toBe("application/xml; charset=utf-8");
      const sitemap = await parseXml(page, await response.text());
      await api.dispose();
      expect(sitemap.errors).toBe(0);
      expect(sitemap.root).toBe("urlset");
      expect(sitemap.namespace).toBe("http://www.sitemaps.org/schemas/sitemap/0.9");
      expect(sitemap.locs.every((loc) => loc.startsWith(`${origin}/`))).toBe(true);
      expect(new Set(sitemap.locs).size).toBe(sitemap.locs.length);
      const location = site.locations.find((entry) => entry.visible !== false)!;
      expect(sitemap.locs).toEqual(
        expect.arrayContaining([`${origin}/`, `${origin}/search/used-cars`, `${origin}/search/new-used-and-demo-cars`, `${origin}/contact`, `${origin}/about-us`, `${origin}/contact-us/${location.slug}`]),
      );
      expect(sitemap.locs).not.toContain(`${origin}/contact-us`);
      expect(sitemap.locs).not.toContain(`${origin}/success`);

      const forSale = stock.filter(isInStock);
      const notForSale = stock.filter((car: StockCar) => !isInStock(car));
      expect(forSale.length).toBeGreaterThan(0);
      expect(notForSale.length, "the demo stock has recently sold cars").toBeGreaterThan(0);
      const cars = sitemap.locs.filter((loc) => loc.startsWith(`${origin}/cars/`));
      expect(cars.sort()).toEqual(forSale.map((car) => origin + car.path).sort());
      for (const car of notForSale) expect(cars).not.toContain(origin + car.path);
      for (const loc of cars) expect(Date.parse(sitemap.lastmods[loc] ?? ""), loc).not.toBeNaN();
    });

    test("a vehicle page shares the car's photo, title and price, names its canonical URL and describes the car and its breadcrumbs", async ({ page }) => {
      const car = (await siteStock(site.slug)).find((entry) => isInStock(entry) && entry.price > 0 && entry.images.some((image) => !image.isVideo))!;
      await page.goto(siteUrl(site.slug, `${car.path}?utm_source=share`));
      const title = await page.title();
      expect(title).toContain(site.name);
      expect(await page.locator('head link[rel="canonical"]').getAttribute("href")).toBe(origin + car.path);
      expect(await metaContent(page, 'property="og:type"')).toBe("product");
      expect(await metaContent(page, 'property="og:title"')).toBe(title);
      expect(await metaContent(page, 'property="og:url"')).toBe(origin + car.path);
      const photo = car.images.find((image) => !image.isVideo)!.url;
      expect(await metaContent(page, 'property="og:image"')).toBe(/^https?:/.test(photo) ? photo : origin + photo);
      expect(await metaContent(page, 'property="product:price:currency"')).toBe("AUD");
      expect(Number(await metaContent(page, 'property="product:price:amount"'))).toBeGreaterThan(0);
      expect(await metaContent(page, 'name="twitter:card"')).toBe("summary_large_image");
      expect(await metaContent(page, 'name="twitter:image"')).toBe(await metaContent(page, 'property="og:image"'));

      const types = (await jsonLd(page)).map((item) => item["@type"]);
      expect(types).toEqual(["Car", "BreadcrumbList"]);
      const [, breadcrumbs] = await jsonLd(page);
      const crumbs = await page.getByRole("navigation", { name: "Breadcrumb" }).getByRole("listitem").allTextContents();
      expect((breadcrumbs!.itemListElement as Array<{ name: string }>).map((item) => item.name)).toEqual(crumbs);
    });

    test("home and location pages describe the dealer as an AutoDealer, and every page has share tags", async ({ page }) => {
      await page.goto(siteUrl(site.slug, "/"));
      const [home] = (await jsonLd(page)).filter((item) => item["@type"] === "AutoDealer");
      expect(home).toMatchObject({ name: site.name, url: `${origin}/`, telephone: site.phone, address: { "@type": "PostalAddress", addressCountry: "AU" } });
      expect(home!.geo).toMatchObject({ "@type": "GeoCoordinates" });
      expect(home!.openingHoursSpecification).toEqual(expect.arrayContaining([expect.objectContaining({ "@type": "OpeningHoursSpecification" })]));
      expect(await metaContent(page, 'property="og:type"')).toBe("website");
      expect(await metaContent(page, 'property="og:site_name"')).toBe(site.name);

      const location = site.locations.find((entry) => entry.visible !== false)!;
      await page.goto(siteUrl(site.slug, `/our-location/${location.slug}`));
      expect(await page.locator('head link[rel="canonical"]').getAttribute("href")).toBe(`${origin}/contact-us/${location.slug}`);
      const [dealer] = await jsonLd(page);
      expect(dealer).toMatchObject({
        "@type": "AutoDealer",
        name: location.name,
        url: `${origin}/contact-us/${location.slug}`,
        address: { streetAddress: location.address.street, postalCode: location.address.postcode },
        geo: { latitude: location.address.lat, longitude: location.address.long },
      });
      expect(await metaContent(page, 'property="og:url"')).toBe(`${origin}/contact-us/${location.slug}`);
    });

    test("/contact and /contact-us name one canonical URL, and the title names the dealer", async ({ page }) => {
      for (const path of ["/contact", "/contact-us"]) {
        await page.goto(siteUrl(site.slug, path));
        expect(await page.locator('head link[rel="canonical"]').getAttribute("href"), path).toBe(`${origin}/contact`);
        expect(await page.title(), path).toContain(site.name);
      }
    });
  });
}
