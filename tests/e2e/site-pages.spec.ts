import { expect, test, type Page } from "@playwright/test";
import {
  FOOTER_GROUPS,
  HEADER_LABELS,
  demoSites,
  exampleRoutes,
  markWindow,
  recordRequests,
  siteUrl,
  waitForHydration,
  watchForProblems,
  windowStillMarked,
} from "./support.ts";
import { titleNamingDealer } from "../../runtime/rules/seo/page-title.ts";
import { loadSiteContent } from "../../runtime/site/content/load-site-content.ts";
import type { Site } from "../../runtime/types/index.ts";

const sites = await demoSites();
const { content } = await loadSiteContent("sites", sites);

/** A page's title: its Markdown file's when it shows one, else its definition's. */
function pageTitle(site: Site, pageId: string): string {
  const page = site.pages[pageId]!;
  const markdown = page.blocks.find((block) => block.type === "MarkdownPage");
  return markdown ? content.page(site.slug, String(markdown.props?.page))!.title : page.title;
}

for (const site of sites) {
  test.describe(`${site.name}`, () => {
    // Pages about one car (the print page) need a car in the query; vehicle-sidebar.spec.ts opens it from a car's Print action.
    const staticRoutes = Object.entries(site.routes)
      .filter(([pattern, pageId]) => !pattern.includes("{") && !site.pages[pageId]?.gate && pageId !== "print")
      .map(([pattern]): [string, string] => [pattern, pattern]);
    const routes = [...staticRoutes, ...exampleRoutes(site)];

    test("home and every content route render with the dealer's name (in the title too), menus and footer groups", async ({ page }) => {
      test.setTimeout(120_000);
      expect(routes.length).toBeGreaterThan(50);
      expect(routes.map(([pattern]) => pattern)).toEqual(expect.arrayContaining(["/", "/locations/{slug}", "/{brand}/overview"]));
      const watch = watchForProblems(page);
      for (const [pattern, path] of routes) {
        const response = await page.goto(siteUrl(site.slug, path));
        expect(response?.status(), path).toBe(200);
        expect(await page.title(), path).toContain(site.name);
        if (!site.pages[site.routes[pattern]!]!.layout) continue;
        const nav = page.getByRole("navigation", { name: "Main" });
        for (const label of HEADER_LABELS) await expect(nav.getByText(label, { exact: true }), `${path}: ${label}`).toBeVisible();
        const footer = page.locator("footer").first();
        await expect(footer, path).toContainText(site.name);
        for (const group of FOOTER_GROUPS) await expect(footer.getByRole("heading", { name: group }), `${path}: ${group}`).toBeVisible();
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

    test("header links navigate client-side, by mouse and by keyboard, dropdown links included", async ({ page }) => {
      const watch = watchForProblems(page);
      const requests = recordRequests(page);
      await page.goto(siteUrl(site.slug, "/"));
      await waitForHydration(page);
      await markWindow(page);
      const nav = page.getByRole("navigation", { name: "Main" });
      const pageFetches = () => requests.filter((path) => path.startsWith("/__forecourt/page")).length;
      expect(pageFetches()).toBe(0);

      // A top-level link.
      await nav.getByRole("link", { name: "Offers", exact: true }).click();
      await expectClientPage(page, "/special-offers");

      // A link inside a dropdown, opened with the mouse.
      const more = dropdownLink("More");
      await nav.getByText("More", { exact: true }).click();
      await nav.getByRole("link", { name: more.label, exact: true }).click();
      await expectClientPage(page, more.href);

      // A dropdown opened and followed with the keyboard.
      const finance = dropdownLink("Finance");
      await nav.getByText("Finance", { exact: true }).focus();
      await page.keyboard.press("Enter");
      const firstLink = nav.getByRole("link", { name: finance.label, exact: true });
      await expect(firstLink).toBeVisible();
      await page.keyboard.press("Tab");
      await expect(firstLink).toBeFocused();
      await page.keyboard.press("Enter");
      await expectClientPage(page, finance.href);

      await nav.getByRole("link", { name: "Home", exact: true }).click();
      await expectClientPage(page, "/");
      // One payload fetch per new page; home comes back from the payload the first load hydrated.
      expect(pageFetches()).toBe(3);
      watch.expectNone();
    });

    /** The first entry of a header dropdown, as the site document lists it. */
    function dropdownLink(label: string): { label: string; href: string } {
      const first = site.navigation.header.find((item) => item.label === label)?.children?.[0];
      expect(first?.href, `${label} dropdown`).toMatch(/^\//);
      return { label: first!.label, href: first!.href! };
    }

    async function expectClientPage(page: Page, path: string) {
      await expect(page).toHaveURL(siteUrl(site.slug, path));
      await expect(page).toHaveTitle(titleNamingDealer(pageTitle(site, site.routes[path]!), site.name));
      await expect(page.locator("main")).not.toBeEmpty();
      expect(await windowStillMarked(page), `${path} was a full page load`).toBe(true);
    }

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

    test("a gated route sends a signed-out visitor to /sign-in with type, redirect and back", async ({ page }) => {
      const watch = watchForProblems(page);
      await page.goto(siteUrl(site.slug, "/my-garage?tab=cars"));
      let url = new URL(page.url());
      expect(url.pathname).toBe("/sign-in");
      expect(url.searchParams.get("type")).toBe("my-garage");
      expect(url.searchParams.get("redirect")).toBe("/my-garage?tab=cars");
      expect(url.searchParams.get("back")).toBeNull();

      // Arriving from another page of the site, the full-page way...
      await page.goto(siteUrl(site.slug, "/online-payment"), { referer: siteUrl(site.slug, "/finance") });
      url = new URL(page.url());
      expect([url.pathname, url.searchParams.get("type"), url.searchParams.get("redirect"), url.searchParams.get("back")]).toEqual([
        "/sign-in", "online-payment", "/online-payment", "/finance",
      ]);

      // ...and the client-side way, from a plain link in the page.
      await page.goto(siteUrl(site.slug, "/about-us"));
      await waitForHydration(page);
      await markWindow(page);
      await page.evaluate(() => {
        const link = Object.assign(document.createElement("a"), { href: "/spin-to-win", textContent: "Spin to win" });
        document.querySelector("main")!.append(link);
      });
      await page.getByRole("link", { name: "Spin to win" }).click();
      await expect(page).toHaveURL(/\/sign-in\?/);
      url = new URL(page.url());
      expect([url.searchParams.get("type"), url.searchParams.get("redirect"), url.searchParams.get("back")]).toEqual(["spin-to-win", "/spin-to-win", "/about-us"]);
      expect(await windowStillMarked(page)).toBe(true);
      await expect(page.locator("main")).toContainText("Sign in");
      watch.expectNone();
    });
  });
}
