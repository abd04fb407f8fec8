import { expect, test, type Page } from "@playwright/test";
import { siteUrl, waitForHydration, watchForProblems } from "./support.ts";

// Search journeys (issue 3): the SearchResults block on the sites' `search` page, BudgetSearch on the home page.
const SITE = "harbour-motors";

const results = (page: Page) => page.getByRole("region", { name: "Search results" });
const cards = (page: Page) => results(page).getByRole("article");
const facet = (page: Page, name: string) => page.getByRole("region", { name, exact: true });
const path = (page: Page) => {
  const url = new URL(page.url());
  return decodeURIComponent(url.pathname + url.search);
};

async function openSearch(page: Page, at = "/search/new-used-and-demo-cars") {
  await page.goto(siteUrl(SITE, at));
  await waitForHydration(page);
  await page.locator(".fc-search[data-hydrated]").waitFor();
}

/** Waits for the search the last change started to land (the results say aria-busy while one runs). */
async function settled(page: Page) {
  await expect(results(page)).toHaveAttribute("aria-busy", "false");
}

async function cardPrices(page: Page): Promise<number[]> {
  const texts = await results(page).locator(".fc-card__price strong").allTextContents();
  return texts.map((text) => Number(text.replace(/[^0-9]/g, ""))).filter((price) => price > 0);
}

async function cardTitles(page: Page): Promise<string[]> {
  return cards(page).locator("h3").allTextContents();
}

function contrastRatio(a: string, b: string): number {
  const luminance = (rgb: string) => {
    const [r, g, bl] = rgb.match(/[\d.]+/g)!.slice(0, 3).map((n) => {
      const c = Number(n) / 255;
      return c <= 0.03928 ? c / 12.92 : ((c + 0.055) / 1.055) ** 2.4;
    });
    return 0.2126 * r! + 0.7152 * g! + 0.0722 * bl!;
  };
  const [hi, lo] = [luminance(a), luminance(b)].sort((x, y) => y - x);
  return (hi! + 0.05) / (lo! + 0.05);
}

test.describe("search results", () => {
  test("arrive server-rendered and hydrate without searching again", async ({ page }) => {
    const watch = watchForProblems(page);
    const searches: string[] = [];
    page.on("request", (request) => {
      if (request.url().includes("/1/indexes/")) searches.push(request.url());
    });
    await openSearch(page, "/search/used-cars");
    await expect(page.getByRole("heading", { level: 1, name: "Used Cars" })).toBeVisible();
    await expect(page).toHaveTitle("Used Cars for Sale | Harbour Motors");
    await expect(cards(page)).toHaveCount(21);
    // A card's tag stays legible on the dealer's accent colour (WCAG AA for small bold text: 4.5:1).
    const tag = results(page).locator(".fc-card__tag:not(.fc-card__tag--certified)").first();
    const [fg, bg] = await tag.evaluate((element) => [getComputedStyle(element).color, getComputedStyle(element).backgroundColor]);
    expect(contrastRatio(fg, bg)).toBeGreaterThanOrEqual(4.5);
    await page.waitForTimeout(500);
    expect(searches).toEqual([]);
    watch.expectNone();
  });

  test("react-instantsearch in Chromium searches the service with the site's key: refine by make and model", async ({ page }) => {
    const watch = watchForProblems(page);
    await openSearch(page);
    const make = facet(page, "Make").getByRole("link").first();
    const makeName = (await make.locator(".fc-facet__label").textContent())!;
    const answered = page.waitForResponse((response) => response.url().includes("/1/indexes/") && response.request().method() === "POST");
    await make.click();
    const response = await answered;
    expect(response.status()).toBe(200);
    expect(new URL(response.url()).searchParams.get("x-algolia-api-key")).toBeTruthy();
    const slug = makeName.toLowerCase().replace(/[^a-z0-9]+/g, "-");
    await expect(page).toHaveURL(new RegExp(`/search/${slug}$`));
    await settled(page);
    for (const title of await cardTitles(page)) expect(title).toContain(makeName);

    const model = facet(page, "Model").getByRole("link").first();
    const modelName = (await model.locator(".fc-facet__label").textContent())!;
    await model.click();
    await expect(page).toHaveURL(new RegExp(`/search/${slug}/[a-z0-9-]+$`));
    await settled(page);
    await expect(facet(page, "Model").locator("[aria-current=true]")).toContainText(modelName);
    for (const title of await cardTitles(page)) expect(`${makeName} ${title}`).toContain(modelName.replace(`${makeName} `, ""));
    watch.expectNone();
  });

  test("refine by body tile, then clear filters", async ({ page }) => {
    await openSearch(page);
    const tile = facet(page, "Body Type").getByRole("link").first();
    const count = Number((await tile.locator(".fc-body-tile__count").textContent())!.replace(/,/g, ""));
    await tile.click();
    await expect(page).toHaveURL(/\?body=[a-zA-Z0-9]+$/);
    await expect(page.getByRole("link", { name: new RegExp(`^Show Me ${count.toLocaleString("en-AU")} `), includeHidden: true })).toBeAttached();
    await page.getByRole("link", { name: "Clear all filters" }).click();
    await expect(page).toHaveURL(siteUrl(SITE, "/search/new-used-and-demo-cars"));
  });

  test("refine by price and km: typed bounds, slider moves committed after 400 ms, out-of-range ignored", async ({ page }) => {
    const warnings: string[] = [];
    page.on("console", (message) => {
      if (message.type() === "warning") warnings.push(message.text());
    });
    await openSearch(page, "/search/used-cars");
    const price = facet(page, "Price");
    await price.getByLabel("Min price").fill("20000");
    await price.getByLabel("Min price").press("Enter");
    await expect(page).toHaveURL(/range\[price\]=20000:$/);
    await settled(page);
    for (const amount of await cardPrices(page)) expect(amount).toBeGreaterThanOrEqual(20_000);

    await price.getByLabel("Min price").fill("-5");
    await price.getByLabel("Min price").press("Enter");
    await expect.poll(() => warnings).toContain("Cannot refine below the range minimum");
    await price.getByLabel("Max price").fill("99999999");
    await price.getByLabel("Max price").press("Enter");
    await expect.poll(() => warnings).toContain("Cannot refine above the range maximum");
    await page.waitForTimeout(500);
    expect(path(page)).toBe("/search/used-cars?range[price]=20000:");

    const kms = facet(page, "Kilometres");
    const maxThumb = kms.getByLabel("Maximum kilometres");
    await maxThumb.focus();
    for (let i = 0; i < 30; i++) await maxThumb.press("ArrowLeft");
    await expect(page).toHaveURL(/range\[km\]=:\d+000$/);
    await settled(page);
    const limit = Number(/range\[km\]=:(\d+)/.exec(path(page))![1]);
    for (const text of await results(page).locator(".fc-card__facts li", { hasText: " km" }).allTextContents()) {
      expect(Number(text.replace(/[^0-9]/g, ""))).toBeLessThanOrEqual(limit);
    }
  });

  test.describe("on a phone", () => {
    test.use({ viewport: { width: 390, height: 800 } });

    test("'Show Me {count} {vehicle type}' jumps to the results", async ({ page }) => {
      await openSearch(page, "/search/used-cars");
      const showMe = page.getByRole("link", { name: /^Show Me [\d,]+ Used Cars$/ });
      await expect(results(page)).not.toBeInViewport();
      await showMe.click();
      await expect(results(page)).toBeInViewport();
    });
  });

  test("sort and paginate", async ({ page }) => {
    await openSearch(page, "/search/used-cars");
    await page.getByLabel("Sort by").selectOption("lowestPrice");
    await expect(page).toHaveURL(/\/search\/used-cars\?sortBy=lowestPrice$/);
    // Cards show a reduced price where there is one, so only the run's ends are sure to follow the sort on price.
    await expect.poll(async () => {
      const prices = await cardPrices(page);
      return prices.length > 1 && prices[0]! < prices.at(-1)!;
    }).toBe(true);
    const first = await cardTitles(page);

    await page.getByRole("navigation", { name: "Pages of results" }).getByRole("link", { name: "Page 2" }).click();
    await expect(page).toHaveURL(/sortBy=lowestPrice&page=2$/);
    await expect.poll(() => cardTitles(page)).not.toEqual(first);
    await expect(page.getByRole("navigation", { name: "Pages of results" }).getByRole("link", { name: "Page 2" })).toHaveAttribute("aria-current", "page");
  });

  test("search text updates the query after typing and clears the page", async ({ page }) => {
    await openSearch(page, "/search/new-used-and-demo-cars?page=2");
    const makeModel = (await facet(page, "Model").locator(".fc-facet__label").first().textContent())!;
    const model = makeModel.split(" ").at(-1)!;
    await page.getByRole("searchbox", { name: "Search vehicles" }).fill(model);
    await expect(page).toHaveURL(new RegExp(`\\?query=${model}$`));
    await expect
      .poll(async () => (await cardTitles(page)).every((title) => title.toLowerCase().includes(model.toLowerCase())))
      .toBe(true);
  });

  test("empty states: the listing's and the text search's", async ({ page }) => {
    await openSearch(page, "/search/used-cars?query=zzqxvbnm");
    await expect(page.getByText("No results found for your search at this time. Please try adjusting the filters for more results.")).toBeVisible();
    await expect(page.getByRole("link", { name: "View Special Offers" })).toHaveAttribute("href", "/special-offers");

    await openSearch(page, "/search/no-such-make");
    await expect(page.getByRole("heading", { name: "No Results Available" })).toBeVisible();
    await page.getByRole("status").getByRole("link", { name: "Clear Filters" }).click();
    await expect(page).toHaveURL(siteUrl(SITE, "/search/new-used-and-demo-cars"));
    await expect(cards(page)).toHaveCount(21);
  });

  test("reload and back/forward keep the search", async ({ page }) => {
    await openSearch(page, "/search/used-cars");
    const make = facet(page, "Make").getByRole("link").first();
    const makeName = (await make.locator(".fc-facet__label").textContent())!;
    await make.click();
    await expect(page).toHaveURL(/make=/);
    await expect.poll(async () => (await cardTitles(page)).every((title) => title.includes(makeName))).toBe(true);
    const refined = path(page);
    const refinedTitles = await cardTitles(page);
    await page.getByLabel("Sort by").selectOption("highestPrice");
    await expect(page).toHaveURL(/sortBy=highestPrice/);
    const sorted = path(page);

    await page.goBack();
    await expect.poll(() => path(page)).toBe(refined);
    await expect.poll(() => cardTitles(page)).toEqual(refinedTitles);
    await expect(page.getByLabel("Sort by")).toHaveValue("mostRelevant");

    await page.goForward();
    await expect.poll(() => path(page)).toBe(sorted);
    await expect(page.getByLabel("Sort by")).toHaveValue("highestPrice");

    await page.reload();
    await waitForHydration(page);
    expect(path(page)).toBe(sorted);
    await expect(page.getByLabel("Sort by")).toHaveValue("highestPrice");
    await expect(facet(page, "Make").locator("[aria-current=true]")).toHaveCount(1);
  });

  test("a shopper without JavaScript follows facet, sort and page links to server-rendered pages", async ({ browser }) => {
    const context = await browser.newContext({ javaScriptEnabled: false });
    const page = await context.newPage();
    await page.goto(siteUrl(SITE, "/search/used-cars"));
    await expect(cards(page)).toHaveCount(21);
    const make = facet(page, "Make").getByRole("link").first();
    const makeName = (await make.locator(".fc-facet__label").textContent())!;
    await make.click();
    await expect(page).toHaveURL(/\/search\/used-cars\?make=/);
    for (const title of await cardTitles(page)) expect(title).toContain(makeName);

    await page.getByLabel("Sort by").selectOption("highestPrice");
    await page.getByRole("button", { name: "Sort" }).click();
    await expect(page).toHaveURL(/sortBy=highestPrice/);
    const prices = await cardPrices(page);
    expect(prices[0]).toBeGreaterThan(prices.at(-1)!);
    const pages = page.getByRole("navigation", { name: "Pages of results" });
    await pages.getByRole("link", { name: "Next" }).click();
    await expect(page).toHaveURL(/sortBy=highestPrice&page=2$/);
    await expect(cards(page).first()).toBeVisible();
    await context.close();
  });
});

test.describe("budget search", () => {
  test("disables the button below the cheapest car, else opens the search within the budget", async ({ page }) => {
    await page.goto(siteUrl(SITE, "/"));
    await waitForHydration(page);
    const budget = page.getByRole("region", { name: "Find Cars For Your Budget" });
    await budget.getByLabel("Weekly repayment").fill("1");
    await budget.getByLabel("Deposit").fill("0");
    await expect(budget.getByText("0 Cars Found")).toBeVisible();
    await expect(budget.getByRole("button", { name: "No Cars found for this budget" })).toBeDisabled();

    await budget.getByLabel("Weekly repayment").fill("150");
    await expect(budget.getByText(/^[1-9][\d,]* Cars? Found$/)).toBeVisible();
    await budget.getByRole("link", { name: "View Cars" }).click();
    await expect(page).toHaveURL(/\/search\/new-used-and-demo-cars\?range\[price\]=:39000$/);
    for (const amount of await cardPrices(page)) expect(amount).toBeLessThanOrEqual(39_000);
  });
});
