import { expect, test } from "@playwright/test";
import { demoSites, markWindow, siteUrl, waitForHydration, watchForProblems, windowStillMarked } from "./support.ts";

const sites = await demoSites();

for (const site of sites) {
  test.describe(`${site.name}`, () => {
    // The print page needs a car in the query: vehicle-sidebar.spec.ts opens it from a car's Print action.
    const contentRoutes = Object.entries(site.routes).filter(
      ([pattern, pageId]) => !pattern.includes("{") && !site.pages[pageId]?.gate && pageId !== "print",
    );

    test("home and every content route render with the dealer's name and menus", async ({ page }) => {
      const watch = watchForProblems(page);
      for (const [pattern] of contentRoutes) {
        const response = await page.goto(siteUrl(site.slug, pattern));
        expect(response?.status(), pattern).toBe(200);
        expect(await page.title(), pattern).not.toBe("");
        if (!site.pages[site.routes[pattern]!]!.layout) continue;
        await expect(page.locator("header").first(), pattern).toContainText(site.navigation.header[0]!.label);
        await expect(page.locator("footer").first(), pattern).toContainText(site.name);
      }
      watch.expectNone();
    });

    test("the header's top-level menus sit on one line at a laptop's 1280 px", async ({ page }) => {
      await page.setViewportSize({ width: 1280, height: 800 });
      await page.goto(siteUrl(site.slug, "/"));
      const tops = await page.locator(".fc-site-header__items > li").evaluateAll((items) =>
        items.map((item) => Math.round(item.getBoundingClientRect().top)));
      expect(tops.length).toBe(site.navigation.header.length);
      expect(new Set(tops).size).toBe(1);
    });

    test("header links navigate client-side", async ({ page }) => {
      const watch = watchForProblems(page);
      await page.goto(siteUrl(site.slug, "/"));
      await waitForHydration(page);
      await markWindow(page);
      const link = page.locator("header a[href='/about-us'], header a[href='/finance'], header a[href='/contact']").first();
      const href = await link.getAttribute("href");
      await link.evaluate((element: HTMLElement) => element.click());
      await expect(page).toHaveURL(siteUrl(site.slug, href!));
      await expect(page.locator("main")).not.toBeEmpty();
      expect(await windowStillMarked(page)).toBe(true);
      const expectedTitle = site.pages[site.routes[href!]!]!.title;
      await expect(page).toHaveTitle(expectedTitle);
      watch.expectNone();
    });

    test("unknown paths show the site's 404 page in its own look", async ({ page }) => {
      const watch = watchForProblems(page, {
        allowStatus: (url, status) => status === 404 && url.includes("/no-such-page"),
        allowConsole: /status of 404/,
      });
      const response = await page.goto(siteUrl(site.slug, "/no-such-page"));
      expect(response?.status()).toBe(404);
      await expect(page.locator("main")).toContainText(/not found/i);
      await expect(page.locator("header").first()).toContainText(site.navigation.header[0]!.label);
      watch.expectNone();
    });

    test("a gated route redirects a signed-out visitor to /sign-in", async ({ page }) => {
      await page.goto(siteUrl(site.slug, "/my-garage"));
      const url = new URL(page.url());
      expect(url.pathname).toBe("/sign-in");
      expect(url.searchParams.get("type")).toBe("my-garage");
      expect(url.searchParams.get("redirect")).toBe("/my-garage");
    });
  });
}
