import { expect, test, type Page } from "@playwright/test";
import AxeBuilder from "@axe-core/playwright";
import { siteUrl, waitForHydration, watchForProblems } from "./support.ts";
import { cards, openSearch } from "./search-support.ts";
import { findCar, isInStock, openCar, siteApi, siteStock } from "./vehicle-support.ts";

// Issue 20, part 2: compare up to three cars from the search cards, the tray, the shareable compare page, and the
// recently viewed cars and last searches on the home page, all kept in the browser.
const HARBOUR = "harbour-motors";

const tray = (page: Page) => page.getByRole("region", { name: "Compare cars" });
const compareToggles = (page: Page) => cards(page).getByRole("button", { name: "SAVE TO COMPARE", exact: true });

/** axe finds no violation in the part of the page a test is about. */
async function expectAxeClean(page: Page, selector: string): Promise<void> {
  const { violations } = await new AxeBuilder({ page }).include(selector).analyze();
  expect(violations.map((violation) => `${violation.id}: ${violation.nodes.map((node) => node.target.join(" ")).join(", ")}`)).toEqual([]);
}

test.describe("compare", () => {
  test("three cars from search cards go to the tray and to a compare page a fresh browser opens alike; a fourth is refused", async ({ page, browser }) => {
    test.slow();
    const watch = watchForProblems(page);
    await openSearch(page, HARBOUR, "/search/used-cars");
    await expect(tray(page)).toHaveCount(0);
    const titles: string[] = [];
    for (const index of [0, 1, 2]) {
      const card = cards(page).nth(index);
      titles.push((await card.getByRole("heading").textContent())!.trim());
      await card.getByRole("button", { name: "SAVE TO COMPARE", exact: true }).click();
      await expect(card.getByRole("button", { name: "SAVED TO COMPARE" })).toHaveAttribute("aria-pressed", "true");
    }

    const fourth = cards(page).nth(3);
    await fourth.getByRole("button", { name: "SAVE TO COMPARE", exact: true }).click();
    await expect(fourth.getByRole("alert")).toHaveText("You can compare up to 3 cars. Remove one to add another.");
    await expect(fourth.getByRole("button", { name: "SAVE TO COMPARE", exact: true })).toHaveAttribute("aria-pressed", "false");

    // The tray works from the keyboard: its button opens it, Escape closes it again.
    const toggle = tray(page).getByRole("button", { name: "Compare (3 of 3)" });
    await toggle.focus();
    await page.keyboard.press("Enter");
    await expect(toggle).toHaveAttribute("aria-expanded", "true");
    for (const title of titles) await expect(tray(page).getByRole("link", { name: title })).toBeVisible();
    await expectAxeClean(page, ".fc-compare-tray");
    await page.keyboard.press("Escape");
    await expect(toggle).toHaveAttribute("aria-expanded", "false");
    await page.keyboard.press("Enter");

    await tray(page).getByRole("link", { name: "Compare", exact: true }).click();
    await expect(page).toHaveURL(/\/compare\?ids=\d+,\d+,\d+$/);
    await expect(page.getByRole("heading", { level: 1, name: "Compare cars" })).toBeVisible();
    const compared = page.getByRole("table", { name: "The cars compared" }).getByRole("columnheader");
    await expect(compared).toHaveText(titles.map((title) => new RegExp(title)));
    await expect(page.getByRole("heading", { level: 2, name: "Key specs" })).toBeVisible();
    await expectAxeClean(page, ".fc-compare");

    const shared = page.url();
    const fresh = await browser.newContext();
    try {
      const other = await fresh.newPage();
      await other.goto(shared);
      await expect(other.getByRole("table", { name: "The cars compared" }).getByRole("columnheader")).toHaveText(titles.map((title) => new RegExp(title)));
    } finally {
      await fresh.close();
    }
    watch.expectNone();
  });

  test("a car page adds its car to the tray, which removes it again", async ({ page }) => {
    const car = await findCar(HARBOUR, "car in stock", isInStock);
    await openCar(page, HARBOUR, car);
    await page.getByRole("button", { name: "SAVE TO COMPARE", exact: true }).click();
    await tray(page).getByRole("button", { name: "Compare (1 of 3)" }).click();
    await tray(page).getByRole("button", { name: `Remove ${car.name}` }).click();
    await expect(tray(page)).toHaveCount(0);
    await expect(page.getByRole("button", { name: "SAVE TO COMPARE", exact: true })).toHaveAttribute("aria-pressed", "false");
  });

  test("the compare page works without JavaScript: cars side by side, shared rows behind a disclosure", async ({ browser }) => {
    const cars = (await siteStock(HARBOUR)).filter(isInStock).slice(0, 2);
    const context = await browser.newContext({ javaScriptEnabled: false });
    try {
      const page = await context.newPage();
      const response = await page.goto(siteUrl(HARBOUR, `/compare?ids=${cars.map((car) => car.id).join(",")},999999999`));
      expect(response?.status()).toBe(200);
      await expect(page.getByRole("table", { name: "The cars compared" }).getByRole("columnheader")).toHaveText(cars.map((car) => new RegExp(car.name)));
      await expect(page.getByText("One car in this comparison is no longer available.")).toBeVisible();
      const disclosure = page.locator("details.fc-compare__same").first();
      const same = disclosure.getByRole("table");
      await expect(same).toBeHidden();
      await disclosure.locator("summary").click();
      await expect(same).toBeVisible();
    } finally {
      await context.close();
    }
  });
});

test.describe("recent activity on the home page", () => {
  test("shows the cars viewed and the searches made, filled in after hydration without moving the page", async ({ page }) => {
    test.slow();
    const watch = watchForProblems(page);
    const viewed = (await siteStock(HARBOUR)).filter(isInStock).slice(0, 2);
    await page.goto(siteUrl(HARBOUR, "/"));
    await waitForHydration(page);
    await expect(page.getByRole("region", { name: "Recently viewed cars" })).toHaveCount(0);

    for (const car of viewed) {
      await openCar(page, HARBOUR, car);
      await expect.poll(() => page.evaluate(() => window.localStorage.getItem("forecourt:recently-viewed"))).toContain(car.slug);
    }
    await openSearch(page, HARBOUR, "/search/used-cars?query=corolla");
    await expect.poll(() => page.evaluate(() => window.localStorage.getItem("forecourt:searches"))).toContain("corolla");

    const api = await siteApi(HARBOUR);
    const html = await (await api.get("/")).text();
    await api.dispose();
    expect(html).not.toContain('class="fc-recent');

    await page.goto(siteUrl(HARBOUR, "/"));
    await page.evaluate(() => {
      (window as unknown as { __shift: number }).__shift = 0;
      new PerformanceObserver((list) => {
        for (const entry of list.getEntries() as unknown as { value: number }[]) (window as unknown as { __shift: number }).__shift += entry.value;
      }).observe({ type: "layout-shift", buffered: true });
    });
    const recent = page.getByRole("region", { name: "Recently viewed cars" });
    await expect(recent.getByRole("link")).toHaveText([viewed[1]!.name, viewed[0]!.name]);
    await expect(page.getByRole("region", { name: "Your recent searches" }).getByRole("link").first()).toBeVisible();
    expect(await page.evaluate(() => (window as unknown as { __shift: number }).__shift)).toBe(0);
    await expectAxeClean(page, ".fc-recent");
    watch.expectNone();
  });
});
