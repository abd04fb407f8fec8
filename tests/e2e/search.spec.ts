import { expect, test, type Page } from "@playwright/test";
import { demoSites, siteUrl, waitForHydration, watchForProblems } from "./support.ts";
import {
  cardPrices,
  cards,
  cardTitles,
  contrastRatio,
  facet,
  openSearch,
  path,
  results,
  searchAnswer,
  settled,
  type Hit,
} from "./search-support.ts";
import { findCar } from "./vehicle-support.ts";

// Search journeys (issue 3): the SearchResults block on each demo site's `search` page, and the search blocks
// of their home and location pages. Each demo site stands for one kind of dealer and turns on its own options.
const HARBOUR = "harbour-motors";
const RELIABLE = "reliable-used-cars";
const SUMMIT = "summit-auto-group";
const DRIVESUB = "drivesub";

test.describe("search results", () => {
  test("arrive server-rendered and hydrate without searching again", async ({ page }) => {
    const watch = watchForProblems(page);
    const searches: string[] = [];
    page.on("request", (request) => {
      if (request.url().includes("/1/indexes/")) searches.push(request.url());
    });
    await openSearch(page, HARBOUR, "/search/used-cars");
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
    await openSearch(page, HARBOUR);
    const make = facet(page, "Make").getByRole("link").first();
    const makeName = (await make.locator(".fc-facet__label").textContent())!;
    const answered = page.waitForResponse((response) => response.url().includes("/1/indexes/") && response.request().method() === "POST");
    await make.click();
    const response = await answered;
    expect(response.status()).toBe(200);
    expect(new URL(response.url()).searchParams.get("x-algolia-api-key")).toBeTruthy();
    const main = ((await response.json()) as { results: { hits: Hit[] }[] }).results[0]!;
    expect(main.hits.length).toBeGreaterThan(0);
    // Only the result fields the page reads come back: not the echoed params string.
    const sent = JSON.parse(response.request().postData()!) as { requests: { responseFields?: string[] }[] };
    for (const request of sent.requests) expect(request.responseFields).toEqual(expect.arrayContaining(["hits", "facets", "nbHits"]));
    expect(main).not.toHaveProperty("params");
    expect(main.hits.every((hit) => hit.make === makeName)).toBe(true);
    const slug = makeName.toLowerCase().replace(/[^a-z0-9]+/g, "-");
    await expect(page).toHaveURL(new RegExp(`/search/${slug}$`));
    await settled(page);
    const titles = await cardTitles(page);
    expect(titles.length).toBeGreaterThan(0);
    for (const title of titles) expect(title).toContain(makeName);

    const model = facet(page, "Model").getByRole("link").first();
    const modelName = (await model.locator(".fc-facet__label").textContent())!;
    const refined = await searchAnswer(page, () => model.click(), "make_model");
    expect(refined.hits.length).toBeGreaterThan(0);
    expect(refined.hits.every((hit) => `${hit.make} ${hit.model}` === modelName)).toBe(true);
    await expect(page).toHaveURL(new RegExp(`/search/${slug}/[a-z0-9-]+$`));
    await settled(page);
    await expect(facet(page, "Model").locator("[aria-current=true]")).toContainText(modelName);
    await expect(cards(page)).toHaveCount(Math.min(21, refined.nbHits));
    watch.expectNone();
  });

  test("refine by body tile: the results are that body type, then clear filters", async ({ page }) => {
    await openSearch(page, HARBOUR);
    const tile = facet(page, "Body Type").getByRole("link").first();
    const count = Number((await tile.locator(".fc-body-tile__count").textContent())!.replace(/,/g, ""));
    expect(count).toBeGreaterThan(0);
    const body = /[?&]body=([^&]+)/.exec((await tile.getAttribute("href"))!)![1]!;
    const answer = await searchAnswer(page, () => tile.click(), "body:");
    await expect(page).toHaveURL(new RegExp(`\\?body=${body}$`));
    expect(answer.nbHits).toBe(count);
    expect(answer.hits.length).toBe(Math.min(21, count));
    expect(answer.facets?.body).toEqual({ [body]: count });
    await settled(page);
    expect(await cards(page).count()).toBeGreaterThan(0);
    await expect(facet(page, "Body Type").locator("[aria-current=true]")).toHaveCount(1);
    await expect(page.getByRole("link", { name: new RegExp(`^Show Me ${count.toLocaleString("en-AU")} `), includeHidden: true })).toBeAttached();
    await page.getByRole("link", { name: "Clear all filters" }).click();
    await expect(page).toHaveURL(siteUrl(HARBOUR, "/search/new-used-and-demo-cars"));
  });

  test("refine by price and km with the boxes: only cars in range, out-of-range values ignored and logged", async ({ page }) => {
    const warnings: string[] = [];
    page.on("console", (message) => {
      if (message.type() === "warning") warnings.push(message.text());
    });
    await openSearch(page, HARBOUR, "/search/used-cars");
    const price = facet(page, "Price");
    await price.getByLabel("Min price").fill("20000");
    const priced = await searchAnswer(page, () => price.getByLabel("Min price").press("Enter"), "price>=20000");
    await expect(page).toHaveURL(/range\[price\]=20000:$/);
    expect(priced.hits.length).toBeGreaterThan(0);
    expect(priced.hits.every((hit) => hit.price >= 20_000 && hit.car_type === "used")).toBe(true);
    await settled(page);
    expect(await cards(page).count()).toBeGreaterThan(0);

    await price.getByLabel("Min price").fill("-5");
    await price.getByLabel("Min price").press("Enter");
    await expect.poll(() => warnings).toContain("Cannot refine below the range minimum");
    await price.getByLabel("Max price").fill("99999999");
    await price.getByLabel("Max price").press("Enter");
    await expect.poll(() => warnings).toContain("Cannot refine above the range maximum");
    await page.waitForTimeout(600);
    expect(path(page)).toBe("/search/used-cars?range[price]=20000:");

    const kms = facet(page, "Kilometres");
    await kms.getByLabel("Max kilometres").fill("60000");
    const near = await searchAnswer(page, () => kms.getByLabel("Max kilometres").press("Enter"), "km<=60000");
    await expect(page).toHaveURL(/range\[price\]=20000:&range\[km\]=:60000$/);
    expect(near.hits.length).toBeGreaterThan(0);
    expect(near.hits.every((hit) => hit.km <= 60_000 && hit.price >= 20_000)).toBe(true);
  });

  test("the price slider's thumbs: dragged and moved by arrow keys, committed to range[price]=min:max after 400 ms", async ({ page }) => {
    await openSearch(page, HARBOUR, "/search/used-cars");
    const price = facet(page, "Price");
    const minThumb = price.getByLabel("Minimum price");
    const maxThumb = price.getByLabel("Maximum price");
    const [low, high] = [Number(await minThumb.getAttribute("min")), Number(await minThumb.getAttribute("max"))];
    expect(high).toBeGreaterThan(low);

    // Drag the minimum thumb a third of the way along the track.
    await price.scrollIntoViewIfNeeded();
    const track = (await price.locator(".fc-range__track").boundingBox())!;
    const thumbX = (value: number) => track.x + 9 + ((value - low) / (high - low)) * (track.width - 18);
    const y = track.y + track.height / 2;
    // The page notes when the thumb last moved and when the URL changed, so the 400 ms wait is measured in the
    // page's own clock rather than raced against a busy test runner.
    await page.evaluate(() => {
      const marks = ((window as unknown as { marks: { input: number; url: number } }).marks = { input: 0, url: 0 });
      document.addEventListener("input", () => (marks.input = performance.now()), true);
      for (const method of ["pushState", "replaceState"] as const) {
        const original = history[method].bind(history);
        history[method] = (...args: Parameters<History["pushState"]>) => {
          if (!marks.url) marks.url = performance.now();
          original(...args);
        };
      }
    });
    const dragged = searchAnswer(page, async () => {
      await page.mouse.move(thumbX(low), y);
      await page.mouse.down();
      await page.mouse.move(thumbX(low + (high - low) / 3), y, { steps: 8 });
      await page.mouse.up();
    }, "price>=");
    const afterDrag = await dragged;
    await expect(page).toHaveURL(/range\[price\]=\d+000:$/);
    // Nothing is committed while the 400 ms wait after the last move runs.
    const marks = await page.evaluate(() => (window as unknown as { marks: { input: number; url: number } }).marks);
    expect(marks.input).toBeGreaterThan(0);
    expect(marks.url - marks.input).toBeGreaterThanOrEqual(400);
    const min = Number(/range\[price\]=(\d+):/.exec(path(page))![1]);
    expect(min).toBeGreaterThan(low);
    expect(Math.abs(min - (low + (high - low) / 3))).toBeLessThan((high - low) / 10);
    expect(afterDrag.hits.length).toBeGreaterThan(0);
    expect(afterDrag.hits.every((hit) => hit.price >= min)).toBe(true);

    // Arrow keys move the maximum thumb in steps of 500; one commit once the keys stop. The keys go straight to
    // the focused thumb: pressed through its locator, each waited for the thumb to be actionable, and on a busy
    // machine a wait could pass 400 ms and commit halfway.
    await maxThumb.focus();
    const keyed = await searchAnswer(page, async () => {
      for (let i = 0; i < 40; i++) await page.keyboard.press("ArrowLeft");
    }, "price<=");
    await expect(page).toHaveURL(/range\[price\]=\d+000:\d+000$/);
    const [, from, to] = /range\[price\]=(\d+):(\d+)/.exec(path(page))!.map(Number);
    expect(from).toBe(min);
    expect(Math.abs(to! - Math.round((high - 40 * 500) / 1000) * 1000)).toBeLessThanOrEqual(1000);
    expect(keyed.hits.length).toBeGreaterThan(0);
    expect(keyed.hits.every((hit) => hit.price >= from! && hit.price <= to!)).toBe(true);
    await expect(price.locator(".fc-range__values")).toHaveText(/\$[\d,]+ – \$[\d,]+/);

    // Clearing the refinement puts both thumbs back at the ends of the range.
    await page.getByRole("link", { name: "Clear all filters" }).click();
    await expect(page).toHaveURL(siteUrl(HARBOUR, "/search/new-used-and-demo-cars"));
    await settled(page);
    await expect.poll(async () => Number(await minThumb.inputValue())).toBe(Number(await minThumb.getAttribute("min")));
    await expect.poll(async () => Number(await maxThumb.inputValue())).toBe(Number(await maxThumb.getAttribute("max")));
  });

  test.describe("on a phone", () => {
    test.use({ viewport: { width: 390, height: 800 } });

    test("'Show Me {count} {vehicle type}' jumps to the results", async ({ page }) => {
      await openSearch(page, HARBOUR, "/search/used-cars");
      const showMe = page.getByRole("link", { name: /^Show Me [\d,]+ Used Cars$/ });
      await expect(results(page)).not.toBeInViewport();
      await showMe.click();
      await expect(results(page)).toBeInViewport();
    });
  });

  test("sort and paginate", async ({ page }) => {
    await openSearch(page, HARBOUR, "/search/used-cars");
    const sorted = await searchAnswer(page, () => page.getByLabel("Sort by").selectOption("lowestPrice"), "price_asc");
    await expect(page).toHaveURL(/\/search\/used-cars\?sortBy=lowestPrice$/);
    const prices = sorted.hits.map((hit) => hit.price);
    expect(prices.length).toBe(21);
    expect(prices).toEqual([...prices].sort((a, b) => a - b));
    await settled(page);
    const first = await cardTitles(page);
    expect(first.length).toBeGreaterThan(0);

    await page.getByRole("navigation", { name: "Pages of results" }).getByRole("link", { name: "Page 2" }).click();
    await expect(page).toHaveURL(/sortBy=lowestPrice&page=2$/);
    await expect.poll(() => cardTitles(page)).not.toEqual(first);
    await expect(page.getByRole("navigation", { name: "Pages of results" }).getByRole("link", { name: "Page 2" })).toHaveAttribute("aria-current", "page");
  });

  test("search text updates the query after typing, clears the page, and finds the model typed", async ({ page }) => {
    await openSearch(page, HARBOUR, "/search/new-used-and-demo-cars?page=2");
    const makeModel = (await facet(page, "Model").locator(".fc-facet__label").first().textContent())!;
    const model = makeModel.split(" ").at(-1)!;
    const answer = await searchAnswer(page, () => page.getByRole("searchbox", { name: "Search vehicles" }).fill(model), `"query":"${model}"`);
    await expect(page).toHaveURL(new RegExp(`\\?query=${model}$`));
    expect(answer.hits.length).toBeGreaterThan(0);
    expect(answer.hits.every((hit) => `${hit.make} ${hit.model} ${hit.badge ?? ""}`.toLowerCase().includes(model.toLowerCase()))).toBe(true);
    await settled(page);
    const titles = await cardTitles(page);
    expect(titles.length).toBe(Math.min(21, answer.nbHits));
    for (const title of titles) expect(title.toLowerCase()).toContain(model.toLowerCase());
  });

  test("empty states: the listing's and the text search's", async ({ page }) => {
    await openSearch(page, HARBOUR, "/search/used-cars?query=zzqxvbnm");
    await expect(page.getByText("No results found for your search at this time. Please try adjusting the filters for more results.")).toBeVisible();
    await expect(page.getByRole("link", { name: "View Special Offers" })).toHaveAttribute("href", "/special-offers");

    await openSearch(page, HARBOUR, "/search/no-such-make");
    await expect(page.getByRole("heading", { name: "No Results Available" })).toBeVisible();
    await page.getByRole("status").getByRole("link", { name: "Clear Filters" }).click();
    await expect(page).toHaveURL(siteUrl(HARBOUR, "/search/new-used-and-demo-cars"));
    await expect(cards(page)).toHaveCount(21);
  });

  test("reload and back/forward keep the search", async ({ page }) => {
    await openSearch(page, HARBOUR, "/search/used-cars");
    const make = facet(page, "Make").getByRole("link").first();
    const makeName = (await make.locator(".fc-facet__label").textContent())!;
    await make.click();
    await expect(page).toHaveURL(/make=/);
    await expect.poll(async () => {
      const titles = await cardTitles(page);
      return titles.length > 0 && titles.every((title) => title.includes(makeName));
    }).toBe(true);
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

  test("a car opened from refined results keeps its address, and back returns to the search as it was", async ({ page }) => {
    await openSearch(page, HARBOUR, "/search/used-cars");
    await page.getByLabel("Sort by").selectOption("highestPrice");
    await expect(page).toHaveURL(/sortBy=highestPrice/);
    await settled(page);
    const refined = path(page);
    // The car's page arrives slowly, as on a phone: the results stay on screen until it does.
    await page.route("**/__forecourt/page?**", async (route) => {
      await new Promise((resolve) => setTimeout(resolve, 400));
      await route.continue();
    });
    const carLink = results(page).locator("h3 a").first();
    const carPath = (await carLink.getAttribute("href"))!;
    await carLink.click();
    await expect(page.getByRole("complementary", { name: "Vehicle summary" })).toBeVisible();
    // Long past the search's URL write delay: the address is still the car's.
    await page.waitForTimeout(500);
    expect(path(page)).toBe(carPath);
    await page.goBack();
    await expect.poll(() => path(page)).toBe(refined);
    await expect(page.getByLabel("Sort by")).toHaveValue("highestPrice");
    await page.goForward();
    await expect.poll(() => path(page)).toBe(carPath);
  });

  test("a shopper without JavaScript follows facet, sort and page links to server-rendered pages", async ({ browser }) => {
    const context = await browser.newContext({ javaScriptEnabled: false });
    const page = await context.newPage();
    await page.goto(siteUrl(HARBOUR, "/search/used-cars"));
    await expect(cards(page)).toHaveCount(21);
    const make = facet(page, "Make").getByRole("link").first();
    const makeName = (await make.locator(".fc-facet__label").textContent())!;
    await make.click();
    await expect(page).toHaveURL(/\/search\/used-cars\?make=/);
    const titles = await cardTitles(page);
    expect(titles.length).toBeGreaterThan(0);
    for (const title of titles) expect(title).toContain(makeName);

    await page.getByLabel("Sort by").selectOption("highestPrice");
    await page.getByRole("button", { name: "Sort" }).click();
    await expect(page).toHaveURL(/sortBy=highestPrice/);
    const prices = await cardPrices(page);
    expect(prices.length).toBeGreaterThan(1);
    expect(prices[0]).toBeGreaterThan(prices.at(-1)!);
    const pages = page.getByRole("navigation", { name: "Pages of results" });
    await pages.getByRole("link", { name: "Next" }).click();
    await expect(page).toHaveURL(/sortBy=highestPrice&page=2$/);
    await expect(cards(page).first()).toBeVisible();
    await context.close();
  });

  test("certified only (harbour-motors): the certified filter offers certified cars alone", async ({ page }) => {
    await openSearch(page, HARBOUR, "/search/used-cars");
    const certified = facet(page, "Certified Pre-Owned");
    await expect(certified.getByRole("link")).toHaveCount(1);
    await expect(certified.getByRole("link")).toContainText("Certified");
    const answer = await searchAnswer(page, () => certified.getByRole("link").click(), "certified:true");
    expect(answer.hits.length).toBeGreaterThan(0);
    expect(answer.hits.every((hit) => hit.certified === true)).toBe(true);
  });

  test("a folded filter (Badge) opens, refines, and round-trips through the URL", async ({ page }) => {
    await openSearch(page, HARBOUR, "/search/toyota");
    const badge = facet(page, "Badge");
    await expect(badge.getByRole("link").first()).toBeHidden();
    await badge.getByRole("heading", { name: "Badge" }).click();
    const value = badge.getByRole("link").first();
    const name = (await value.locator(".fc-facet__label").textContent())!;
    const answer = await searchAnswer(page, () => value.click(), "badge:");
    await expect(page).toHaveURL(new RegExp(`/search/toyota\\?badge=${encodeURIComponent(name).replace(/%20/g, "\\+")}$`));
    expect(answer.hits.length).toBeGreaterThan(0);
    expect(answer.hits.every((hit) => hit.badge === name && hit.make === "Toyota")).toBe(true);
    await page.reload();
    await waitForHydration(page);
    await expect(facet(page, "Badge").locator("[aria-current=true]")).toContainText(name);
  });
});

test.describe("used-car specialist (reliable-used-cars)", () => {
  test("lists used stock only, with the dealer's exclusions, and a Sell your car promo among the cards", async ({ page }) => {
    // The excluded make and stock number are in the site's listed used stock, so missing them is the filters' doing.
    await findCar(RELIABLE, "used Holden", (car) => car.car_type === "used" && car.make === "Holden");
    await findCar(RELIABLE, "used car U00002", (car) => car.car_type === "used" && car.stocknum === "U00002");
    await openSearch(page, RELIABLE);
    await expect(cards(page)).toHaveCount(21);
    // Every car is used, so a Condition filter could not narrow anything and is left out.
    await expect(facet(page, "Make")).toBeVisible();
    await expect(facet(page, "Condition")).toHaveCount(0);
    await expect(facet(page, "Make").getByRole("link", { name: /Holden/ })).toHaveCount(0);
    const promo = results(page).getByRole("complementary", { name: "Sell your car" });
    await expect(promo).toHaveCount(1);
    await expect(promo.getByRole("heading", { name: "We Want Your Car" })).toBeVisible();
    await expect(promo.getByText("We buy all types of cars")).toBeVisible();
    await expect(promo.getByText("Our high turnover means we can pay more")).toBeVisible();
    const position = await results(page).locator(".fc-results__grid > li").evaluateAll((items) =>
      items.findIndex((item) => item.querySelector("[aria-label='Sell your car']")),
    );
    expect(position).toBeGreaterThanOrEqual(4);
    expect(position).toBeLessThanOrEqual(6);

    const sorted = await searchAnswer(page, () => page.getByLabel("Sort by").selectOption("lowestPrice"), "price_asc");
    expect(sorted.hits).toHaveLength(21);
    expect(sorted.hits.every((hit) => hit.car_type === "used" && hit.make !== "Holden")).toBe(true);
    // An excluded stock number is not found even by name.
    await openSearch(page, RELIABLE, "/search/new-used-and-demo-cars?query=U00002");
    await expect(page.getByText("No results found for your search at this time. Please try adjusting the filters for more results.")).toBeVisible();
  });

  test("the directory search box on the home page opens the used-car results for the words typed", async ({ page }) => {
    await searchFromBox(page, { site: RELIABLE, path: "/", section: "Search Our Used Cars", words: "mazda" });
    await expect(page).toHaveURL(siteUrl(RELIABLE, "/search/used-cars?query=mazda"));
    await expectTitlesContain(page, "Mazda");
    await expect(page.getByRole("searchbox", { name: "Search vehicles" }).first()).toHaveValue("mazda");
  });
});

test.describe("dealer group (summit-auto-group)", () => {
  test("/search/{dealership_slug} shows one dealership's cars, with view counts on the cards", async ({ page }) => {
    const summit = (await demoSites()).find((site) => site.slug === SUMMIT)!;
    const dealership = summit.dealerships.find((entry) => entry.slug === "summit-mazda-toowoomba")!;
    await openSearch(page, SUMMIT, `/search/${dealership.slug}`);
    await expect(page.getByRole("heading", { level: 1, name: `Cars at ${dealership.name}` })).toBeVisible();
    await expect(facet(page, "Dealership").locator("[aria-current=true]")).toContainText(dealership.name);
    expect(await cards(page).count()).toBeGreaterThan(0);
    await expect(results(page).locator(".fc-card__views").first()).toHaveText(/^(1 view|(?!1 )[\d,]+ views)$/);
    const answer = await searchAnswer(page, () => page.getByLabel("Sort by").selectOption("latest"), "created_at_timestamp_desc");
    await expect(page).toHaveURL(new RegExp(`/search/${dealership.slug}\\?sortBy=latest$`));
    const yards = new Set(summit.locations.filter((location) => location.dealership_id === dealership.id).map((location) => location.name));
    expect(answer.hits.length).toBeGreaterThan(0);
    expect(answer.hits.every((hit) => yards.has(hit.location_name!))).toBe(true);
  });

  test("lowest price first leaves out cars without a price (the group's option)", async ({ page }) => {
    await openSearch(page, SUMMIT, "/search/new-cars");
    const answer = await searchAnswer(page, () => page.getByLabel("Sort by").selectOption("lowestPrice"), "price_asc");
    expect(answer.hits.length).toBeGreaterThan(0);
    expect(answer.hits.every((hit) => hit.price > 0)).toBe(true);
    await settled(page);
    await expect(results(page).getByText("Enquire for price.")).toHaveCount(0);
  });

  test("the manufacturer and model search on the home page opens that model's results", async ({ page }) => {
    await page.goto(siteUrl(SUMMIT, "/"));
    await waitForHydration(page);
    const form = page.getByRole("region", { name: "Find Your Next Car" });
    const make = form.getByLabel("Make");
    const makes = (await make.locator("option").allTextContents()).filter((text) => text.startsWith("Mazda ("));
    expect(makes).toHaveLength(1);
    await make.selectOption("Mazda");
    const model = form.getByLabel("Model");
    // Before the make's own facet answers, the list still holds every make's models (the "Any make" list).
    const modelValues = () => model.locator("option").evaluateAll((options) => options.map((option) => (option as HTMLOptionElement).value).filter(Boolean));
    await expect.poll(async () => { const values = await modelValues(); return values.length > 0 && values.every((value) => value.startsWith("Mazda ")); }).toBe(true);
    const choice = model.locator("option").nth(1);
    const [value, label] = [(await choice.getAttribute("value"))!, (await choice.textContent())!];
    const count = Number(/\((\d[\d,]*)\)$/.exec(label)![1]!.replace(/,/g, ""));
    expect(count).toBeGreaterThan(0);
    await model.selectOption(value);
    const show = form.getByRole("button", { name: `Show ${count.toLocaleString("en-AU")} Cars` });
    await expect(show).toBeVisible();
    await show.click();
    const modelSlug = value.slice("Mazda ".length).toLowerCase().replace(/[^a-z0-9]+/g, "-").replace(/^-|-$/g, "");
    await expect(page).toHaveURL(siteUrl(SUMMIT, `/search/mazda/${modelSlug}`));
    await expect(cards(page)).toHaveCount(Math.min(21, count));
    for (const title of await cardTitles(page)) expect(title).toContain("Mazda");
  });

  test("a location page's dealership search narrows by category and links to the dealership's results", async ({ page }) => {
    await page.goto(siteUrl(SUMMIT, "/contact-us/summit-toyota-springwood"));
    await waitForHydration(page);
    const stock = page.getByRole("region", { name: "Our Stock" });
    const articles = stock.getByRole("article");
    await expect.poll(() => articles.count()).toBeGreaterThan(0);
    const category = stock.getByRole("button", { name: /^Used Cars/ });
    const count = Number((await category.locator(".fc-facet__count").textContent())!.replace(/,/g, ""));
    expect(count).toBeGreaterThan(0);
    await category.click();
    await expect(category).toHaveAttribute("aria-pressed", "true");
    await expect(articles).toHaveCount(Math.min(21, count));
    await stock.getByRole("link", { name: "View all Cars at Summit Toyota Springwood" }).click();
    await expect(page).toHaveURL(siteUrl(SUMMIT, "/search/summit-toyota-springwood"));
    await expect(facet(page, "Dealership").locator("[aria-current=true]")).toContainText("Summit Toyota Springwood");
  });

  test("the sidebar Search section opens the results for the words typed", async ({ page }) => {
    await searchFromBox(page, { site: SUMMIT, path: "/about-us", section: "Search", words: "hilux" });
    await expect(page).toHaveURL(siteUrl(SUMMIT, "/search/new-used-and-demo-cars?query=hilux"));
    await expectTitlesContain(page, "HiLux");
  });
});

test.describe("subscription site (drivesub)", () => {
  test("cards show weekly subscription prices; the subscription sorts order by them", async ({ page }) => {
    await openSearch(page, DRIVESUB);
    const subscription = results(page).locator(".fc-card__price[data-price-kind=subscription]");
    await expect.poll(() => subscription.count()).toBeGreaterThan(0);
    await expect(subscription.first()).toHaveText(/^\$[\d,]+ \/week$/);

    const lowest = await searchAnswer(page, () => page.getByLabel("Sort by").selectOption("lowestSubscriptionPrice"), "subscription_price_asc");
    await expect(page).toHaveURL(/sortBy=lowestSubscriptionPrice$/);
    const ascending = lowest.hits.map((hit) => hit.subscription_price).filter((value): value is number => value !== null);
    expect(ascending.length).toBe(21);
    expect(ascending).toEqual([...ascending].sort((a, b) => a - b));
    await settled(page);
    const shown = await subscriptionPrices(page);
    expect(shown[0]).toBe(ascending[0]);

    const highest = await searchAnswer(page, () => page.getByLabel("Sort by").selectOption("highestSubscriptionPrice"), "subscription_price_desc");
    await expect(page).toHaveURL(/sortBy=highestSubscriptionPrice$/);
    const descending = highest.hits.map((hit) => hit.subscription_price).filter((value): value is number => value !== null);
    expect(descending.length).toBe(21);
    expect(descending).toEqual([...descending].sort((a, b) => b - a));
    expect(descending[0]).toBeGreaterThan(ascending[0]!);
  });

  test("results show as a carousel that scrolls by card, with page links beneath", async ({ page }) => {
    await openSearch(page, DRIVESUB);
    const carousel = results(page).locator(".fc-results__carousel");
    await expect(carousel).toBeVisible();
    await expect(carousel.getByRole("article")).toHaveCount(21);
    const previous = carousel.getByRole("button", { name: "Previous" });
    const next = carousel.getByRole("button", { name: "Next" });
    await expect(previous).toBeDisabled();
    await expect(next).toBeEnabled();
    await next.click();
    await expect(previous).toBeEnabled();
    await expect(results(page).getByRole("navigation", { name: "Pages of results" })).toBeVisible();
  });
});

test.describe("budget search", () => {
  test("disables the button below the cheapest car, else opens the search within the budget", async ({ page }) => {
    await page.goto(siteUrl(HARBOUR, "/"));
    await waitForHydration(page);
    const budget = page.getByRole("region", { name: "Find Cars For Your Budget" });
    await budget.getByLabel("Weekly repayment").fill("1");
    await budget.getByLabel("Deposit").fill("0");
    await expect(budget.getByText("0 Cars Found")).toBeVisible();
    await expect(budget.getByRole("button", { name: "No Cars found for this budget" })).toBeDisabled();

    await budget.getByLabel("Weekly repayment").fill("150");
    const found = budget.getByText(/^[1-9][\d,]* Cars? Found$/);
    await expect(found).toBeVisible();
    const count = Number((await found.textContent())!.replace(/[^\d]/g, ""));
    await budget.getByRole("button", { name: "View Cars" }).click();
    await expect(page).toHaveURL(/\/search\/new-used-and-demo-cars\?range\[price\]=:39000$/);
    expect(count).toBeGreaterThan(0);
    await expect.poll(() => cards(page).count()).toBeGreaterThan(0);
    const prices = await cardPrices(page);
    expect(prices.length).toBeGreaterThan(0);
    for (const amount of prices) expect(amount).toBeLessThanOrEqual(39_000);
  });
});

/** Types words into a directory search section of a page and submits them. */
async function searchFromBox(page: Page, at: { site: string; path: string; section: string; words: string }): Promise<void> {
  await page.goto(siteUrl(at.site, at.path));
  await waitForHydration(page);
  const section = page.getByRole("region", { name: at.section, exact: true });
  await section.getByRole("searchbox", { name: "Search vehicles" }).fill(at.words);
  await section.getByRole("button", { name: "Search" }).click();
}

/** Waits for result cards, then checks every title names the text. */
async function expectTitlesContain(page: Page, text: string): Promise<void> {
  await expect.poll(() => cards(page).count()).toBeGreaterThan(0);
  for (const title of await cardTitles(page)) expect(title).toContain(text);
}

async function subscriptionPrices(page: Page): Promise<number[]> {
  const texts = await results(page).locator(".fc-card__price[data-price-kind=subscription] strong").allTextContents();
  return texts.map((text) => Number(text.replace(/[^0-9]/g, "")));
}
