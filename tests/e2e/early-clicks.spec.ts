import { expect, test } from "@playwright/test";
import { siteUrl } from "./support.ts";
import { findCar, isInStock, waitForReact } from "./vehicle-support.ts";

// Architecture principle 5: no click before hydration is lost. A button clicked while the page's JavaScript is
// still on its way runs once the page is interactive, exactly once.
test("a phone reveal clicked before the page's code has loaded shows the number once the page hydrates", async ({ page }) => {
  const site = "harbour-motors";
  const car = await findCar(site, "in-stock car", (entry) => isInStock(entry) && entry.price > 10);
  let release!: () => void;
  const scriptsHeld = new Promise<void>((resolve) => (release = resolve));
  await page.route((url) => url.pathname.endsWith(".js"), async (route) => {
    await scriptsHeld;
    await route.continue();
  });
  const reveals: string[] = [];
  page.on("request", (request) => {
    if (request.url().endsWith("/api/cars/reveal-phone")) reveals.push(request.method());
  });

  await page.goto(siteUrl(site, car.path), { waitUntil: "commit" });
  const sidebar = page.getByRole("complementary", { name: "Vehicle summary" });
  const reveal = sidebar.getByRole("button", { name: /Show number$/ });
  await reveal.click();
  await reveal.click();
  expect(await page.evaluate(() => Object.keys(document.getElementById("root")!).some((key) => key.startsWith("__reactContainer")))).toBe(false);

  release();
  await waitForReact(page);
  const phone = car.location?.phone;
  await expect(sidebar.getByRole("link", { name: phone ? phone : /\d/ })).toBeVisible();
  await expect(sidebar.getByRole("button", { name: /Show number$/ })).toHaveCount(0);
  await page.waitForLoadState("networkidle");
  expect(reveals).toEqual(["POST"]);
});

// Issue 25 §2: the search page's InstantSearch code loads only when the shopper reaches for the search (or the
// browser is idle); a button in the server-rendered results clicked before then runs once the search is ready.
test("a car saved from the search results before the search's code has loaded is saved once, when it hydrates", async ({ page }) => {
  let release!: () => void;
  const searchHeld = new Promise<void>((resolve) => (release = resolve));
  let searchRequested = false;
  await page.route(/\/assets\/search-results-app-[^/]+\.js$/, async (route) => {
    searchRequested = true;
    await searchHeld;
    await route.continue();
  });
  await page.goto(siteUrl("harbour-motors", "/search/new-used-and-demo-cars"));
  await waitForReact(page);
  const articles = page.getByRole("region", { name: "Search results" }).getByRole("article");
  const name = (await articles.filter({ has: page.getByRole("button", { name: "SAVE", exact: true }) }).first().getAttribute("aria-label"))!;
  const save = articles.and(page.getByLabel(name, { exact: true })).locator("button[aria-pressed]").first();
  await save.click();
  await expect.poll(() => searchRequested).toBe(true);
  await expect(page.locator(".fc-search[data-hydrated]")).toHaveCount(0);
  await expect(save).toHaveAttribute("aria-pressed", "false");

  release();
  await page.locator(".fc-search[data-hydrated]").waitFor();
  await expect(save).toHaveAttribute("aria-pressed", "true");
  await expect(save).toHaveText("SAVED");
});
