import { expect, test } from "@playwright/test";
import { HARBOUR } from "./accounts-support.ts";
import { markWindow, siteUrl, waitForHydration, windowStillMarked } from "./support.ts";
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
