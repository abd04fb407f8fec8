import { expect, test } from "@playwright/test";
import { holidayRows, openingHoursRows, specialHoursOf } from "../../runtime/rules/opening-hours.ts";
import { contactName, directionsUrl, listedLocations, locationTypeChoices } from "../../runtime/rules/locations.ts";
import { stateTimeZone, wallClock } from "../../runtime/rules/local-clock.ts";
import type { Site } from "../../runtime/types/index.ts";
import { demoSites, markWindow, recordRequests, siteUrl, waitForHydration, watchForProblems, windowStillMarked } from "./support.ts";

const sites = await demoSites();

/** Today where a location is, as the location page reckons it. */
const todayAt = (address: { state: string }) => wallClock(new Date(), stateTimeZone(address.state)).date;

// Some journeys need data only some sites have; these pick their subject, or none, on each site.
/** Whether the page of the site's first listed location shows a map. */
const hasMapOn = (site: Site) => site.maps.tile_url !== null && listedLocations(site.locations)[0]!.address.lat !== undefined;
/** A listed location whose dealership has several departments, so its hours have a department dropdown. */
const withChoicesOn = (site: Site) => listedLocations(site.locations).find((entry) => locationTypeChoices(site.locations, entry).length > 0);
/** A brand with models, whose first model has an accessories page. */
const brandWithModelsOn = (site: Site) => site.brands.find((entry) => entry.models.length > 0);

// Without these, a change to the demo sites could leave a conditional journey running on no site at all.
test.describe("demo sites give every conditional location journey a site", () => {
  test("a site has a dealership with several departments (department dropdown)", () => {
    expect(sites.some((site) => withChoicesOn(site) !== undefined), "no demo site lists two departments of one dealership").toBe(true);
  });

  test("a site shows a map (map fallback)", () => {
    expect(sites.some(hasMapOn), "no demo site has map tiles and a first location with coordinates").toBe(true);
  });

  test("a site has a brand with models (accessories page)", () => {
    expect(sites.some((site) => brandWithModelsOn(site) !== undefined), "no demo site lists a brand with models").toBe(true);
  });
});

for (const site of sites) {
  const locations = listedLocations(site.locations);
  const location = locations[0]!;
  const hasMap = hasMapOn(site);

  test.describe(`${site.name} locations, brands and models`, () => {
    test("a location page shows its address, phone, hours and directions, and its map when the site has one", async ({ page }) => {
      const watch = watchForProblems(page);
      const requests = recordRequests(page);
      const response = await page.goto(siteUrl(site.slug, `/locations/${location.slug}`));
      expect(response?.status()).toBe(200);
      await expect(page).toHaveTitle(`${location.name} | ${site.name}`);
      const main = page.locator("main");
      await expect(main.getByRole("heading", { level: 1 })).toHaveText(location.name);
      const { street, city, state, postcode } = location.address;
      await expect(main.locator("address").first()).toHaveText(`${street}${city} ${state} ${postcode}`);
      const phone = location.contact_detail!.phone!;
      await expect(main.getByRole("link", { name: phone }).first()).toHaveAttribute("href", `tel:${phone.replace(/[^\d+]/g, "")}`);
      await expect(main.getByRole("link", { name: "Get Directions" }).first()).toHaveAttribute("href", directionsUrl(location.address));

      const expected = openingHoursRows(location.contact_detail!.opening_hours!).map((row) => `${row.days}${row.hours}`);
      expect(expected.length).toBeGreaterThan(0);
      await expect(main.locator(".fc-hours > table tr")).toHaveText(expected);

      const departments = locationTypeChoices(site.locations, location);
      await expect(main.getByRole("combobox", { name: "Department" })).toHaveCount(departments.length > 0 ? 1 : 0);
      const holidays = holidayRows(specialHoursOf(location), todayAt(location.address));
      await expect(main.getByRole("button", { name: "View Holiday Hours" })).toHaveCount(holidays.length > 0 ? 1 : 0);

      const map = main.getByRole("figure", { name: `Map of ${location.name}` });
      if (hasMap) {
        await expect(map).toHaveAttribute("data-status", "ready");
        await expect(map.locator(".leaflet-tile-loaded").first()).toBeVisible();
        expect(requests.some((path) => /\/assets\/LeafletMap-[\w-]+\.js$/.test(path))).toBe(true);
      } else {
        await expect(map).toHaveCount(0);
        await waitForHydration(page);
        expect(requests.some((path) => path.includes("/assets/LeafletMap-"))).toBe(false);
      }
      watch.expectNone();
    });

    // Sites whose dealerships each have one location type get no dropdown (asserted above).
    const withChoices = withChoicesOn(site);
    if (withChoices) test("the department dropdown switches the hours to another department", async ({ page }) => {
      const choices = locationTypeChoices(site.locations, withChoices!);
      await page.goto(siteUrl(site.slug, `/contact-us/${withChoices!.slug}`));
      await waitForHydration(page);
      const other = choices.find((choice) => choice.location.slug !== withChoices!.slug)!;
      await page.getByRole("combobox", { name: "Department" }).selectOption(other.label);
      const expected = openingHoursRows(other.location.contact_detail!.opening_hours!).map((row) => `${row.days}${row.hours}`);
      await expect(page.locator(".fc-hours > table tr")).toHaveText(expected);
    });

    // Holiday dates are data: a site lists the ones ahead of it (the rule is unit-tested with fixed dates). A site
    // whose listed holidays have all passed fails here rather than quietly dropping the journey: its data is stale.
    const listsHolidays = locations.some((entry) => specialHoursOf(entry).length > 0);
    const withHolidays = locations.find((entry) => holidayRows(specialHoursOf(entry), todayAt(entry.address)).length > 0);
    if (listsHolidays) {
      test("lists holidays still ahead", () => {
        expect(withHolidays, "every listed holiday date has passed: add the coming ones to the site document").toBeDefined();
      });
    }
    if (withHolidays) {
      for (const javaScriptEnabled of [true, false]) {
        test(`'View Holiday Hours' opens the holidays ahead${javaScriptEnabled ? "" : " (without JavaScript too)"}`, async ({ browser }) => {
          const context = await browser.newContext({ javaScriptEnabled });
          const page = await context.newPage();
          // Without JavaScript the browser refuses the page's script preloads, which is no problem of the page.
          const watch = javaScriptEnabled ? watchForProblems(page) : null;
          await page.goto(siteUrl(site.slug, `/locations/${withHolidays.slug}`));
          if (javaScriptEnabled) await waitForHydration(page);
          const rows = holidayRows(specialHoursOf(withHolidays), todayAt(withHolidays.address));
          await page.getByRole("button", { name: "View Holiday Hours" }).click();
          const dialog = page.getByRole("dialog", { name: "Holiday Hours" });
          await expect(dialog).toBeVisible();
          await expect(dialog.getByRole("row")).toHaveText(rows.map((row) => `${row.label}${row.hours}`));
          await dialog.getByRole("button", { name: "Close" }).click();
          await expect(dialog).toBeHidden();
          watch?.expectNone();
          await context.close();
        });
      }
    }

    test("an unknown location slug shows the site's 404 page with status 404", async ({ page }) => {
      const watch = watchForProblems(page, { allowStatus: (_url, status) => status === 404, allowConsole: /status of 404/ });
      for (const path of ["/locations/no-such-location", "/contact-us/no-such-location", "/our-location/no-such-location"]) {
        const response = await page.goto(siteUrl(site.slug, path));
        expect(response?.status(), path).toBe(404);
        await expect(page.locator("main"), path).toContainText("Page not found");
        await expect(page.locator("header").first()).toContainText("Home");
      }
      watch.expectNone();
    });

    for (const path of ["/contact", "/contact-us", "/dealer-locator"]) {
      test(`${path} lists Our Locations by name, each card with its links`, async ({ page }) => {
        const watch = watchForProblems(page);
        await page.goto(siteUrl(site.slug, path));
        const carousel = page.getByRole("group", { name: "Our Locations" });
        const cards = carousel.getByRole("article");
        await expect(cards).toHaveCount(locations.length);
        expect(locations.length).toBeGreaterThan(0);
        expect(await cards.evaluateAll((items) => items.map((item) => item.getAttribute("aria-label")))).toEqual(locations.map((l) => l.name));
        const card = cards.first();
        await expect(card.getByRole("link", { name: "View Location" })).toHaveAttribute("href", `/locations/${location.slug}`);
        await expect(card.getByRole("link", { name: `Contact ${contactName(location.name)}`, exact: true })).toHaveAttribute("href", `/contact-us/${location.slug}`);
        await expect(card.getByRole("link", { name: "View Our Stock" })).toHaveAttribute("href", /^\/search\//);
        await expect(card.getByRole("link", { name: "Get Directions" })).toHaveAttribute("href", directionsUrl(location.address));
        await card.getByText("View Details").click();
        await expect(card.locator("table tr").first()).toBeVisible();
        watch.expectNone();
      });
    }

    test("the carousel pages with Previous and Next, disabled at the ends, and hints 'Swipe' on a phone", async ({ page }) => {
      await page.setViewportSize({ width: 390, height: 800 });
      await page.goto(siteUrl(site.slug, "/dealer-locator"));
      await waitForHydration(page);
      const carousel = page.getByRole("group", { name: "Our Locations" });
      expect(locations.length, "demo sites have several locations").toBeGreaterThan(1);
      await expect(carousel.getByText("Swipe")).toBeVisible();
      const previous = carousel.getByRole("button", { name: "Previous" });
      const next = carousel.getByRole("button", { name: "Next" });
      await expect(previous).toBeDisabled();
      for (let step = 1; step < locations.length; step++) {
        await expect(next).toBeEnabled();
        await next.click();
        // Each page snaps the next card to the start of the carousel's viewport.
        const card = carousel.getByRole("article").nth(step);
        await expect.poll(() => card.evaluate((el) => Math.round(el.getBoundingClientRect().left - el.closest(".fc-carousel__viewport")!.getBoundingClientRect().left))).toBe(0);
      }
      await expect(next).toBeDisabled();
      await expect(previous).toBeEnabled();
    });

    test("a location page stays complete without JavaScript", async ({ browser }) => {
      const context = await browser.newContext({ javaScriptEnabled: false });
      const page = await context.newPage();
      await page.goto(siteUrl(site.slug, `/our-location/${location.slug}`));
      const main = page.locator("main");
      await expect(main.getByRole("heading", { level: 1 })).toHaveText(location.name);
      await expect(main.getByRole("link", { name: location.contact_detail!.phone! }).first()).toBeVisible();
      await expect(main.locator(".fc-hours > table tr").first()).toBeVisible();
      if (hasMap) await expect(main.getByRole("figure", { name: `Map of ${location.name}` })).toContainText(location.address.street);
      await context.close();
    });

    if (hasMap) test("the map falls back to the address card when its tiles cannot be loaded", async ({ page }) => {
      const watch = watchForProblems(page, { allowConsole: /^Failed to load resource: net::ERR_FAILED$/ });
      await page.route("**/media/map-tiles/**", (route) => route.abort("failed"));
      await page.goto(siteUrl(site.slug, `/locations/${location.slug}`));
      const map = page.getByRole("figure", { name: `Map of ${location.name}` });
      await expect(map).toHaveAttribute("data-status", "failed");
      await expect(map).toContainText("The map could not be loaded.");
      await expect(map).toContainText(location.address.street);
      await expect(page.locator(".fc-hours > table tr").first()).toBeVisible();
      // The browser reports each aborted tile itself; the page adds no error of its own.
      expect(watch.problems.filter((problem) => !/map-tiles/.test(problem))).toEqual([]);
    });

    test("a brand overview page shows the brand and leads into its stock", async ({ page }) => {
      const brand = site.brands.find((entry) => !entry.skipPage);
      expect(brand, "every demo site lists a brand with an overview page").toBeTruthy();
      const watch = watchForProblems(page);
      const response = await page.goto(siteUrl(site.slug, `/${brand!.slug}/overview`));
      expect(response?.status()).toBe(200);
      await expect(page).toHaveTitle(`${brand!.title} | ${site.name}`);
      await expect(page.getByRole("heading", { level: 1 })).toHaveText(brand!.title);
      if (brand!.description) await expect(page.locator("main")).toContainText(brand!.description);
      await waitForHydration(page);
      await markWindow(page);
      await page.getByRole("link", { name: `Browse ${brand!.title} stock` }).click();
      await expect(page).toHaveURL(siteUrl(site.slug, `/search/${brand!.slug}`));
      expect(await windowStillMarked(page)).toBe(true);
      watch.expectNone();
    });

    test("unknown brands and models are the site's 404; a known model has its accessories page", async ({ page }) => {
      const watch = watchForProblems(page, { allowStatus: (_url, status) => status === 404, allowConsole: /status of 404/ });
      for (const path of ["/no-such-brand/overview", "/no-such-model/accessories"]) {
        expect((await page.goto(siteUrl(site.slug, path)))?.status(), path).toBe(404);
        await expect(page.locator("main")).toContainText("Page not found");
      }
      const brand = brandWithModelsOn(site);
      if (brand) {
        const model = brand.models[0]!;
        expect((await page.goto(siteUrl(site.slug, `/${model.slug}/accessories`)))?.status()).toBe(200);
        await expect(page.getByRole("heading", { level: 1 })).toHaveText(`${brand.title} ${model.name} Accessories`);
        await expect(page.getByRole("link", { name: `Browse ${model.name} stock` })).toHaveAttribute("href", `/search/${brand.slug}/${model.slug}`);
      }
      watch.expectNone();
    });
  });
}
