import { expect, test, type Locator, type Page } from "@playwright/test";
import { siteUrl, waitForHydration } from "./support.ts";
import { findCar, isInStock, photos } from "./vehicle-support.ts";
import { openSearch, results } from "./search-support.ts";

// Spec §4 and issue 24: every carousel is embla over the server's scroll-snap list. Previous and Next are disabled
// at the ends, the arrow keys step through it, moves jump under prefers-reduced-motion, and without JavaScript
// the list still scrolls and snaps with every item in it.
const HARBOUR = "harbour-motors";
const DRIVESUB = "drivesub";
const PHONE = { width: 390, height: 800 };

interface CarouselPage {
  name: string;
  site: string;
  /** The page's path, once the demo stock is known. */
  path(): Promise<string>;
  carousel(page: Page): Locator;
  /** Opens the page and waits until it has hydrated, where that takes more than the page's own hydration. */
  open?(page: Page, path: string): Promise<void>;
}

// A car without a spin, so the gallery is the media's first view (the only one without JavaScript).
const galleryCar = () =>
  findCar(HARBOUR, "car with 8 or more photos and no spin", (car) => isInStock(car) && photos(car) >= 8 && !car.spin_images?.length);

const CAROUSELS: CarouselPage[] = [
  {
    name: "gallery thumbnails",
    site: HARBOUR,
    path: async () => (await galleryCar()).path,
    carousel: (page) => page.getByRole("group", { name: "Thumbnails" }),
  },
  {
    name: "similar cars",
    site: HARBOUR,
    path: async () => (await galleryCar()).path,
    carousel: (page) => page.getByRole("group", { name: /^Similar/ }),
  },
  {
    name: "Our Locations",
    site: HARBOUR,
    path: async () => "/dealer-locator",
    carousel: (page) => page.getByRole("group", { name: "Our Locations" }),
  },
  {
    name: "search results",
    site: DRIVESUB,
    path: async () => "/search/new-used-and-demo-cars",
    carousel: (page) => results(page).getByRole("group", { name: "Search results" }),
    open: (page, path) => openSearch(page, DRIVESUB, path),
  },
];

async function openCarousel(page: Page, entry: CarouselPage): Promise<Locator> {
  await page.setViewportSize(PHONE);
  const path = await entry.path();
  if (entry.open) await entry.open(page, path);
  else {
    await page.goto(siteUrl(entry.site, path));
    await waitForHydration(page);
  }
  const carousel = entry.carousel(page);
  await carousel.scrollIntoViewIfNeeded();
  // embla is a chunk of its own, loaded once the page has hydrated; it marks the carousel when it drives it.
  await expect(carousel).toHaveClass(/fc-carousel--enhanced/);
  return carousel;
}

/** Clicks the button until it is disabled: the carousel's end in that direction. */
async function stepToTheEnd(button: Locator): Promise<void> {
  for (let steps = 0; await button.isEnabled(); steps++) {
    expect(steps, "the carousel reaches its end").toBeLessThan(30);
    await button.click();
  }
}

const buttons = (carousel: Locator) => ({
  previous: carousel.getByRole("button", { name: "Previous", exact: true }),
  next: carousel.getByRole("button", { name: "Next", exact: true }),
});

/** The track's transforms, one per animation frame, from now until `collect()` is called. */
async function watchTransforms(track: Locator): Promise<() => Promise<string[]>> {
  await track.evaluate((element) => {
    const seen: string[] = [];
    (window as unknown as { seenTransforms: string[] }).seenTransforms = seen;
    const frame = () => {
      seen.push(getComputedStyle(element).transform);
      if (seen.length < 600) requestAnimationFrame(frame);
    };
    requestAnimationFrame(frame);
  });
  return () => track.evaluate(() => [...new Set((window as unknown as { seenTransforms: string[] }).seenTransforms)]);
}

for (const entry of CAROUSELS) {
  test.describe(`${entry.name} carousel`, () => {
    test("Previous and Next page through it, each disabled at its end", async ({ page }) => {
      // The search results move a card at a time through 21 cards, there and back.
      if (entry.name === "search results") test.slow();
      const carousel = await openCarousel(page, entry);
      const { previous, next } = buttons(carousel);
      await expect(previous).toBeDisabled();
      await expect(next).toBeEnabled();
      await stepToTheEnd(next);
      await expect(next).toBeDisabled();
      await expect(previous).toBeEnabled();
      await stepToTheEnd(previous);
      await expect(previous).toBeDisabled();
      await expect(next).toBeEnabled();
    });

    test("the arrow keys step through it from an item that has focus", async ({ page }) => {
      const carousel = await openCarousel(page, entry);
      const { previous, next } = buttons(carousel);
      // The first item's link or button: focusing it leaves the carousel where it is, at the start.
      await carousel.locator(".fc-carousel__item").first().locator("a, button").first().focus();
      let steps = 0;
      while (await next.isEnabled()) {
        await page.keyboard.press("ArrowRight");
        await expect(previous).toBeEnabled();
        expect(++steps, "the keys reach the end").toBeLessThan(30);
      }
      for (let step = 0; step < steps; step++) await page.keyboard.press("ArrowLeft");
      await expect(previous).toBeDisabled();
      await expect(next).toBeEnabled();
    });

    test("moves jump under prefers-reduced-motion and glide otherwise", async ({ page }) => {
      const carousel = await openCarousel(page, entry);
      const track = carousel.locator(".fc-carousel__track");
      const { previous, next } = buttons(carousel);

      let seen = await watchTransforms(track);
      await next.click();
      await expect(previous).toBeEnabled();
      await expect.poll(async () => (await seen()).length, { message: "a glide passes through several positions" }).toBeGreaterThan(2);

      await page.emulateMedia({ reducedMotion: "reduce" });
      await previous.click();
      await expect(previous).toBeDisabled();
      // Back at the start, and still: the glide before has settled.
      const transform = () => track.evaluate((element) => getComputedStyle(element).transform);
      await expect.poll(transform).toMatch(/^(none|matrix\(1, 0, 0, 1, 0, 0\))$/);
      const start = await transform();
      seen = await watchTransforms(track);
      await next.click();
      await expect(previous).toBeEnabled();
      // The starting position (while the click is on its way), then where it lands (once a frame has shown it):
      // nothing in between.
      const moved = async () => (await seen()).filter((transform) => transform !== start);
      await expect.poll(async () => (await moved()).length).toBeGreaterThan(0);
      expect(await moved()).toHaveLength(1);
    });
  });
}

for (const entry of CAROUSELS.filter((carousel) => carousel.name !== "search results")) {
  test(`${entry.name} stay a scrolling, snapping list without JavaScript`, async ({ browser }) => {
    const context = await browser.newContext({ javaScriptEnabled: false, viewport: PHONE });
    const page = await context.newPage();
    await page.goto(siteUrl(entry.site, await entry.path()));
    const carousel = page.getByRole("group", { name: entry.name === "similar cars" ? /^Similar/ : entry.name === "gallery thumbnails" ? "Thumbnails" : entry.name });
    const track = carousel.locator(".fc-carousel__track");
    await expect(track).toHaveCSS("scroll-snap-type", "x mandatory");
    await expect(track).toHaveCSS("overflow-x", "auto");
    await expect(carousel).not.toHaveClass(/fc-carousel--enhanced/);
    // Every item is in the list and none is hidden: the list overflows, and scrolling it reaches the last.
    const items = track.locator(":scope > li");
    expect(await items.count()).toBeGreaterThan(1);
    for (const item of await items.all()) await expect(item).not.toHaveCSS("display", "none");
    const scrolled = await track.evaluate((element) => {
      element.scrollLeft = element.scrollWidth;
      return element.scrollLeft;
    });
    expect(scrolled).toBeGreaterThan(0);
    await context.close();
  });
}

test("a thumbnail chosen while embla still loads is where the gallery starts once embla drives it", async ({ page }) => {
  // embla's chunk is held back until the shopper has chosen a photo, as on a slow connection.
  let release!: () => void;
  const released = new Promise<void>((resolve) => (release = resolve));
  await page.route(/\/assets\/embla-driver-[^/]+\.js$/, async (route) => {
    await released;
    await route.continue();
  });
  const car = await galleryCar();
  await page.goto(siteUrl(HARBOUR, car.path));
  await waitForHydration(page);
  const gallery = page.locator(".fc-vdp-gallery");
  await expect(gallery).not.toHaveClass(/fc-vdp-gallery--enhanced/);
  await page.getByRole("button", { name: "Show photo 3" }).click();
  await expect(gallery.locator(".fc-vdp-gallery__count")).toHaveText(`3 / ${photos(car)}`);
  release();
  await expect(gallery).toHaveClass(/fc-vdp-gallery--enhanced/);
  await expect(gallery.locator(".fc-vdp-gallery__count")).toHaveText(`3 / ${photos(car)}`);
  await expect(gallery.locator(".fc-vdp-gallery__slide").nth(2)).toHaveAttribute("aria-hidden", "false");
  await expect(gallery.locator(".fc-vdp-gallery__slide").nth(2)).toBeInViewport();
});
