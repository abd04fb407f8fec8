import { expect, test, type Page } from "@playwright/test";
import { isOfferCurrent } from "../../runtime/rules/offers.ts";
import { CONSENT_COOKIE, CONSENT_KEY } from "../../runtime/analytics/consent-store.ts";
import { demoSites, siteUrl, waitForHydration, watchForProblems } from "./support.ts";

const sites = await demoSites();
const harbour = sites.find((site) => site.slug === "harbour-motors")!;
const tagged = sites.find((site) => site.analytics.consent_banner && site.analytics.tag_manager_id)!;

test.describe("special offers (Harbour Motors)", () => {
  test("lists the running offers with their cars, and not an offer that has expired", async ({ page }) => {
    const watch = watchForProblems(page);
    const now = new Date();
    const running = harbour.offers.filter((offer) => isOfferCurrent(offer, now));
    const expired = harbour.offers.filter((offer) => offer.expiry && new Date(offer.expiry) <= now);
    expect(running.length).toBeGreaterThan(0);
    expect(expired.length).toBeGreaterThan(0);

    await page.goto(siteUrl(harbour.slug, "/special-offers"));
    await expect(page.getByRole("heading", { level: 1, name: "Special offers" })).toBeVisible();
    for (const offer of running) {
      const article = page.locator(`article#${offer.id}`);
      await expect(article.getByRole("heading", { level: 2, name: offer.title })).toBeVisible();
      await expect(article.getByRole("link", { name: "View all offer stock" })).toHaveAttribute("href", offer.search_url);
    }
    const first = page.locator(`article#${running[0]!.id}`);
    await expect(first.getByRole("article").first()).toBeVisible();
    await first.getByRole("article").first().getByRole("link").first().click();
    await expect(page).toHaveURL(/\/cars\//);
    await page.goBack();
    for (const offer of expired) await expect(page.getByRole("heading", { name: offer.title })).toHaveCount(0);
    watch.expectNone();
  });
});

/** The tags' scripts answered locally: the tests reach no third-party network. */
async function stubTagScripts(page: Page): Promise<string[]> {
  const fetched: string[] = [];
  await page.route(/^https:\/\/(www\.googletagmanager\.com|connect\.facebook\.net)\//, (route) => {
    fetched.push(route.request().url());
    return route.fulfill({ status: 200, contentType: "application/javascript", body: "" });
  });
  return fetched;
}

const tagScripts = (page: Page) => page.locator('script[src*="googletagmanager.com"], script[src*="connect.facebook.net"]');
const dataLayerEvents = (page: Page) =>
  page.evaluate(() => ((window as unknown as { dataLayer?: Array<Record<string, unknown>> }).dataLayer ?? []).filter((entry) => "event" in entry).map((entry) => ({ ...entry })));

test.describe(`analytics tags behind the consent banner (${tagged.slug})`, () => {
  test("accepting loads the tag manager and the pixel, which get the page's events; the choice is remembered", async ({ page }) => {
    const watch = watchForProblems(page);
    const fetched = await stubTagScripts(page);
    const response = await page.goto(siteUrl(tagged.slug, "/"));
    const csp = response!.headers()["content-security-policy"]!;
    expect(csp).toMatch(/script-src [^;]*https:\/\/www\.googletagmanager\.com/);
    expect(csp).toMatch(/script-src [^;]*https:\/\/connect\.facebook\.net/);
    expect(csp).toMatch(/connect-src [^;]*https:\/\/\*\.google-analytics\.com/);
    await waitForHydration(page);

    const banner = page.getByRole("region", { name: "Cookies on this site" });
    await expect(banner).toBeVisible();
    await expect(tagScripts(page)).toHaveCount(0);
    expect(await page.evaluate(() => "dataLayer" in window || "fbq" in window)).toBe(false);

    await banner.getByRole("button", { name: "Accept" }).click();
    await expect(banner).toHaveCount(0);
    await expect(tagScripts(page)).toHaveCount(2);
    await expect.poll(() => fetched.length).toBe(2);
    expect(await dataLayerEvents(page)).toEqual(expect.arrayContaining([expect.objectContaining({ event: "gtm.js" }), expect.objectContaining({ event: "page_view", page_path: "/" })]));
    expect(await page.evaluate(() => (window as unknown as { fbq: { queue: unknown[][] } }).fbq.queue)).toEqual([["init", tagged.analytics.meta_pixel_id], ["track", "PageView"]]);

    // A vehicle page tells the pixel which car it shows, with its price in AUD.
    await page.goto(siteUrl(tagged.slug, "/search/used-cars"));
    await page.getByRole("article").first().getByRole("link").first().click();
    await expect(page).toHaveURL(/\/cars\//);
    await expect(page.getByRole("region", { name: "Cookies on this site" })).toHaveCount(0);
    await expect
      .poll(() => page.evaluate(() => (window as unknown as { fbq?: { queue: unknown[][] } }).fbq?.queue.find((call) => call[1] === "ViewContent")))
      .toEqual(["track", "ViewContent", expect.objectContaining({ currency: "AUD", content_type: "vehicle", value: expect.any(Number) })]);
    watch.expectNone();
  });

  test("declining loads nothing and is remembered; a site without tags loads none and allows no tag origin", async ({ page }) => {
    const watch = watchForProblems(page);
    const fetched = await stubTagScripts(page);
    await page.goto(siteUrl(tagged.slug, "/"));
    await waitForHydration(page);
    await page.getByRole("region", { name: "Cookies on this site" }).getByRole("button", { name: "Decline" }).click();
    await page.reload();
    await waitForHydration(page);
    await expect(page.getByRole("region", { name: "Cookies on this site" })).toHaveCount(0);
    await expect(tagScripts(page)).toHaveCount(0);
    expect(await page.evaluate(() => "dataLayer" in window || "fbq" in window)).toBe(false);

    const plain = await page.goto(siteUrl(harbour.slug, "/"));
    expect(plain!.headers()["content-security-policy"]).not.toMatch(/googletagmanager|facebook/);
    await waitForHydration(page);
    await expect(page.getByRole("region", { name: "Cookies on this site" })).toHaveCount(0);
    await expect(tagScripts(page)).toHaveCount(0);
    expect(await page.evaluate(() => "dataLayer" in window)).toBe(false);
    expect(fetched).toEqual([]);
    watch.expectNone();
  });
  test("the banner arrives with the page, before its scripts, and an Accept given then loads the tags once they run", async ({ page }) => {
    const fetched = await stubTagScripts(page);
    // Hold the page's modules back until the banner has been answered.
    let release = () => {};
    const held = new Promise<void>((resolve) => (release = resolve));
    await page.route(/\/assets\/.*\.js$/, async (route) => {
      await held;
      await route.continue();
    });
    // Module scripts run before DOMContentLoaded, so the test goes on as soon as the page starts arriving.
    await page.goto(siteUrl(tagged.slug, "/"), { waitUntil: "commit" });
    const banner = page.getByRole("region", { name: "Cookies on this site" });
    await expect(banner).toBeVisible();
    await banner.getByRole("button", { name: "Accept" }).click();
    await expect(banner).toHaveCount(0);
    expect(fetched).toEqual([]);
    release();
    await waitForHydration(page);
    await expect(tagScripts(page)).toHaveCount(2);
    await page.reload();
    await waitForHydration(page);
    await expect(page.getByRole("region", { name: "Cookies on this site" })).toHaveCount(0);
  });

  test("a choice is kept in a cookie the server reads: the next page's HTML has no banner, and the tags follow the choice", async ({ page, context }) => {
    const watch = watchForProblems(page);
    const fetched = await stubTagScripts(page);
    const first = await page.goto(siteUrl(tagged.slug, "/"));
    expect(await first!.text()).toContain('id="fc-consent"');
    const banner = page.getByRole("region", { name: "Cookies on this site" });
    await expect(banner).toBeVisible();
    await waitForHydration(page);
    await banner.getByRole("button", { name: "Accept" }).click();
    await expect(banner).toHaveCount(0);
    await expect(tagScripts(page)).toHaveCount(2);

    const cookie = (await context.cookies()).find((entry) => entry.name === CONSENT_COOKIE);
    expect(cookie).toEqual(expect.objectContaining({ value: "granted", path: "/", sameSite: "Lax", httpOnly: false }));
    expect(cookie!.expires * 1000).toBeGreaterThan(Date.now() + 300 * 24 * 60 * 60 * 1000);

    // Reloaded (the browser revalidates the copy it has, which had the banner) and another page.
    for (const next of [() => page.reload(), () => page.goto(siteUrl(tagged.slug, "/finance"))]) {
      const response = await next();
      expect(response!.status()).toBe(200);
      expect(await response!.text()).not.toContain('id="fc-consent"');
      await waitForHydration(page);
      await expect(banner).toHaveCount(0);
      await expect(tagScripts(page)).toHaveCount(2);
    }
    expect(fetched.length).toBeGreaterThanOrEqual(6);
    watch.expectNone();
  });

  test("declining is kept in the cookie the same way: the next page's HTML has no banner, and nothing loads", async ({ page, context }) => {
    const watch = watchForProblems(page);
    const fetched = await stubTagScripts(page);
    await page.goto(siteUrl(tagged.slug, "/"));
    const banner = page.getByRole("region", { name: "Cookies on this site" });
    await banner.getByRole("button", { name: "Decline" }).click();
    await expect(banner).toHaveCount(0);
    expect((await context.cookies()).find((entry) => entry.name === CONSENT_COOKIE)?.value).toBe("denied");
    const declined = await page.goto(siteUrl(tagged.slug, "/finance"));
    expect(await declined!.text()).not.toContain('id="fc-consent"');
    await waitForHydration(page);
    await expect(banner).toHaveCount(0);
    await expect(tagScripts(page)).toHaveCount(0);
    expect(await page.evaluate(() => "dataLayer" in window || "fbq" in window)).toBe(false);
    expect(fetched).toEqual([]);
    watch.expectNone();
  });

  test("a choice stored before the cookie, in localStorage only, takes the banner away once the page has painted and is written to the cookie", async ({ page, context }) => {
    const watch = watchForProblems(page);
    await stubTagScripts(page);
    // Stored from a document of the site's origin that is no page, so no banner script sees it first.
    await page.goto(siteUrl(tagged.slug, "/healthz"));
    await page.evaluate((key) => localStorage.setItem(key, "granted"), CONSENT_KEY);
    expect(await context.cookies()).not.toContainEqual(expect.objectContaining({ name: CONSENT_COOKIE }));

    // The server cannot know of it, so the page comes with the banner; its script takes it away.
    const response = await page.goto(siteUrl(tagged.slug, "/"));
    expect(await response!.text()).toContain('id="fc-consent"');
    await expect(page.getByRole("region", { name: "Cookies on this site" })).toHaveCount(0);
    await expect.poll(async () => (await context.cookies()).find((entry) => entry.name === CONSENT_COOKIE)?.value).toBe("granted");
    await waitForHydration(page);
    await expect(tagScripts(page)).toHaveCount(2);

    const next = await page.goto(siteUrl(tagged.slug, "/finance"));
    expect(await next!.text()).not.toContain('id="fc-consent"');
    await waitForHydration(page);
    await expect(tagScripts(page)).toHaveCount(2);
    watch.expectNone();
  });

  test("without JavaScript no tag can load, so nothing asks", async ({ browser }) => {
    const context = await browser.newContext({ javaScriptEnabled: false });
    const page = await context.newPage();
    await page.goto(siteUrl(tagged.slug, "/"));
    await expect(page.getByRole("heading", { level: 1 }).first()).toBeVisible();
    await expect(page.getByRole("region", { name: "Cookies on this site" })).toHaveCount(0);
    await context.close();
  });
});
