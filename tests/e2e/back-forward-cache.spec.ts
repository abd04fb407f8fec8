import { expect, test } from "@playwright/test";
import { HARBOUR } from "./accounts-support.ts";
import { markWindow, siteUrl, waitForHydration, watchForProblems, windowStillMarked } from "./support.ts";
import { findCar, isInStock } from "./vehicle-support.ts";

// Issue 25 §2: a shopper who leaves a page and comes Back gets it from the browser's back/forward cache, as it
// was, with no new request for it. Playwright turns that cache off by default, so these tests launch their own.
for (const [name, path] of [
  ["search page", "/search/used-cars"],
  ["vehicle page", null],
] as const) {
  test(`Back to the ${name} from another site is served from the back/forward cache`, async ({ playwright }, testInfo) => {
    const browser = await playwright.chromium.launch({ ...testInfo.project.use.launchOptions, ignoreDefaultArgs: ["--disable-back-forward-cache"] });
    try {
      const page = await browser.newPage();
      const target = path ?? (await findCar(HARBOUR, "used", isInStock)).path;
      await page.goto(siteUrl(HARBOUR, target));
      await waitForHydration(page);
      await markWindow(page);
      const documents: string[] = [];
      page.on("request", (request) => request.resourceType() === "document" && documents.push(request.url()));

      await page.goto(siteUrl("summit-auto-group", "/"));
      // A page restored from the cache fires no new load event, so Back waits only for the commit.
      await page.goBack({ waitUntil: "commit" });

      await expect(page).toHaveURL(siteUrl(HARBOUR, target));
      expect(await windowStillMarked(page)).toBe(true);
      expect(documents.filter((url) => url.includes(HARBOUR))).toEqual([]);
    } finally {
      await browser.close();
    }
  });
}

// Issue 25 §2: an unchanged page is revalidated by its ETag, and the browser keeps the page it has: the 304 carries
// no body and no Content-Security-Policy, so the stored page's scripts (with its answer's nonce) still run.
test("a reload of an unchanged page is revalidated by its ETag, and the kept page still hydrates under its stored policy", async ({ page }) => {
  const watch = watchForProblems(page);
  const url = siteUrl(HARBOUR, "/finance");
  const first = await page.goto(url);
  expect(first?.status()).toBe(200);
  const etag = await first!.headerValue("etag");
  expect(etag).toMatch(/^W\/"/);
  await waitForHydration(page);
  const nonce = () => page.evaluate(() => document.querySelector<HTMLScriptElement>("script[nonce]")!.nonce);
  const stored = await nonce();

  const revalidated = page.waitForRequest((request) => request.url() === url && request.resourceType() === "document");
  const again = await page.reload();
  const request = await revalidated;
  expect(await request.headerValue("if-none-match")).toBe(etag);
  // Chromium reports the kept page's status (200); the headers are the 304's own, which carry no policy.
  expect(await again!.headerValue("etag")).toBe(etag);
  expect(await again!.headerValue("content-security-policy")).toBeNull();
  // The page on screen is the one the browser kept: its scripts carry the first answer's nonce.
  expect(await nonce()).toBe(stored);
  await waitForHydration(page);
  await expect(page.getByRole("heading", { level: 1 })).toBeVisible();
  watch.expectNone();
});
