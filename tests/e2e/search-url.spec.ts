import { expect, test, type Page } from "@playwright/test";
import { siteUrl, waitForHydration } from "./support.ts";
import { cardPrices, cards, cardTitles, facet, openSearch, path, results, searchAnswer, settled } from "./search-support.ts";

// Issue 25 §1: the search's state comes from its URL (spec §2: query, page, sortBy, one parameter per facet,
// range[attribute]=min:max), server-rendered and after hydration, with and without JavaScript.
const HARBOUR = "harbour-motors";

const pages = (page: Page) => page.getByRole("navigation", { name: "Pages of results" });
/** The cars on screen, by their page addresses. */
const carLinks = (page: Page) => results(page).locator("h3 a").evaluateAll((links) => links.map((link) => link.getAttribute("href")));

test.describe("search state from the URL", () => {
  test("?page=3 shows page 3's cars: server-rendered, after hydration, and as the search answers page 3", async ({ page, browser }) => {
    const plain = await browser.newContext({ javaScriptEnabled: false });
    const serverPage = await plain.newPage();
    await serverPage.goto(siteUrl(HARBOUR, "/search/used-cars?page=3"));
    const served = await carLinks(serverPage);
    await plain.close();
    expect(served.length).toBe(21);

    await openSearch(page, HARBOUR, "/search/used-cars?page=3");
    expect(await carLinks(page)).toEqual(served);
    await expect(pages(page).getByRole("link", { name: "Page 3" })).toHaveAttribute("aria-current", "page");

    // The search service's own page 3, asked by the pager of page 1: the same cars.
    await openSearch(page, HARBOUR, "/search/used-cars");
    const answer = await searchAnswer(page, () => pages(page).getByRole("link", { name: "Page 3" }).click(), '"page":2');
    expect(answer.hits.map((hit) => `/cars/${(hit as unknown as { slug: string }).slug}`)).toEqual(served);
    await expect.poll(() => carLinks(page)).toEqual(served);
  });

  test("paging then Back lands on the same page and cars; reload keeps the filters and the page", async ({ page }) => {
    await openSearch(page, HARBOUR, "/search/used-cars?sortBy=lowestPrice");
    await pages(page).getByRole("link", { name: "Page 2" }).click();
    await expect(page).toHaveURL(/sortBy=lowestPrice&page=2$/);
    await settled(page);
    const second = await carLinks(page);
    const secondPath = path(page);

    await pages(page).getByRole("link", { name: "Page 3" }).click();
    await expect(page).toHaveURL(/page=3$/);
    await expect.poll(() => carLinks(page)).not.toEqual(second);

    await page.goBack();
    await expect.poll(() => path(page)).toBe(secondPath);
    await expect.poll(() => carLinks(page)).toEqual(second);
    await expect(pages(page).getByRole("link", { name: "Page 2" })).toHaveAttribute("aria-current", "page");

    await page.reload();
    await waitForHydration(page);
    expect(path(page)).toBe(secondPath);
    expect(await carLinks(page)).toEqual(second);
    await expect(page.getByLabel("Sort by")).toHaveValue("lowestPrice");
    await expect(pages(page).getByRole("link", { name: "Page 2" })).toHaveAttribute("aria-current", "page");
  });

  test("reload keeps a refined search: facet, price range and sort", async ({ page }) => {
    await openSearch(page, HARBOUR, "/search/used-cars");
    const make = facet(page, "Make").getByRole("link").first();
    const makeName = (await make.locator(".fc-facet__label").textContent())!;
    await make.click();
    await expect(page).toHaveURL(/make=/);
    await settled(page);
    const refined = `${path(page)}&range[price]=5000:80000&sortBy=highestPrice`;
    await openSearch(page, HARBOUR, refined);
    const before = await carLinks(page);
    expect(before.length).toBeGreaterThan(0);
    await page.reload();
    await waitForHydration(page);
    expect(path(page)).toBe(refined);
    expect(await carLinks(page)).toEqual(before);
    for (const title of await cardTitles(page)) expect(title).toContain(makeName);
    const prices = await cardPrices(page);
    for (const price of prices) expect(price).toBeLessThanOrEqual(80_000);
    expect(prices[0]).toBeGreaterThan(prices.at(-1)!);
    await expect(facet(page, "Make").locator("[aria-current=true]")).toHaveCount(1);
  });
});

test.describe("the search page without JavaScript", () => {
  test("price range, keyword, sort, a facet, 'Show all' and paging, each to the URL the JavaScript version writes", async ({ browser }) => {
    const context = await browser.newContext({ javaScriptEnabled: false });
    const page = await context.newPage();
    await page.goto(siteUrl(HARBOUR, "/search/used-cars"));
    await expect(cards(page)).toHaveCount(21);

    // 'Show all' opens the longer list of makes.
    const makes = facet(page, "Make");
    const shownMakes = () => makes.locator(".fc-facet__list a:visible").count();
    const fewer = await shownMakes();
    await makes.getByRole("link", { name: "Show all" }).click();
    await expect.poll(shownMakes).toBeGreaterThan(fewer);

    // The price boxes: range[price]=min:max.
    const price = facet(page, "Price");
    await price.getByLabel("Min price").fill("10000");
    await price.getByLabel("Max price").fill("40000");
    await price.getByRole("button", { name: "Apply" }).click();
    await expect(page).toHaveURL(/\/search\/used-cars\?range\[price\]=10000:40000$/);
    const prices = await cardPrices(page);
    expect(prices.length).toBeGreaterThan(0);
    for (const amount of prices) expect(amount >= 10_000 && amount <= 40_000).toBe(true);

    // A facet link keeps the range.
    const make = facet(page, "Make").getByRole("link").first();
    const makeName = (await make.locator(".fc-facet__label").textContent())!;
    await make.click();
    await expect(page).toHaveURL(/\/search\/used-cars\?make=[^&]+&range\[price\]=10000:40000$/);
    for (const title of await cardTitles(page)) expect(title).toContain(makeName);

    // Sort, then the keyword: each form keeps the rest of the search.
    await page.getByLabel("Sort by").selectOption("lowestPrice");
    await page.getByRole("button", { name: "Sort" }).click();
    // A browser's GET form percent-encodes the brackets and colon: the same URL, read the same.
    await expect.poll(() => path(page)).toMatch(/range\[price\]=10000:40000&sortBy=lowestPrice$/);
    // Cards show a reduced price where there is one, so only the ends are compared.
    const sorted = await cardPrices(page);
    expect(sorted[0]).toBeLessThan(sorted.at(-1)!);
    const model = (await cardTitles(page))[0]!.split(" ")[2]!;
    await page.getByRole("searchbox", { name: "Search vehicles" }).fill(model);
    await page.getByRole("button", { name: "Search", exact: true }).click();
    await expect(page).toHaveURL(new RegExp(`query=${model}`));
    expect(new URL(page.url()).searchParams.get("sortBy")).toBe("lowestPrice");
    for (const title of await cardTitles(page)) expect(title.toLowerCase()).toContain(model.toLowerCase());

    // Paging: the next page's cars, that page marked.
    await page.goto(siteUrl(HARBOUR, "/search/used-cars?sortBy=lowestPrice"));
    const first = await carLinks(page);
    await pages(page).getByRole("link", { name: "Next" }).click();
    await expect(page).toHaveURL(/sortBy=lowestPrice&page=2$/);
    await expect(pages(page).getByRole("link", { name: "Page 2" })).toHaveAttribute("aria-current", "page");
    const second = await carLinks(page);
    expect(second.length).toBe(21);
    expect(second.some((link) => first.includes(link))).toBe(false);
    await context.close();
  });

  test("the home page's budget search is a form: its budget opens the search within it", async ({ browser }) => {
    const context = await browser.newContext({ javaScriptEnabled: false });
    const page = await context.newPage();
    await page.goto(siteUrl(HARBOUR, "/"));
    const budget = page.getByRole("region", { name: "Find Cars For Your Budget" });
    await budget.getByLabel("Weekly repayment").fill("150");
    await budget.getByLabel("Deposit").fill("0");
    await budget.getByRole("button", { name: "View Cars" }).click();
    await expect(page).toHaveURL(/\/search\/new-used-and-demo-cars\?range\[price\]=:39000$/);
    const prices = await cardPrices(page);
    expect(prices.length).toBeGreaterThan(0);
    for (const amount of prices) expect(amount).toBeLessThanOrEqual(39_000);
    await context.close();
  });
});
