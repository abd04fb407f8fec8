import { expect, type Page } from "@playwright/test";
import { luminanceContrast, relativeLuminance } from "../../runtime/server/readable-on.ts";
import { siteUrl, waitForHydration } from "./support.ts";

/** The fields of a search hit the journeys check (the attributes a results card retrieves). */
export interface Hit {
  objectID: string;
  make: string;
  model: string;
  badge: string | null;
  car_type: string;
  price: number;
  km: number;
  certified: boolean;
  simple_body: string | null;
  subscription_price: number | null;
  location_name: string | null;
}

export const results = (page: Page) => page.getByRole("region", { name: "Search results" });
export const cards = (page: Page) => results(page).getByRole("article");
export const facet = (page: Page, name: string) => page.getByRole("region", { name, exact: true });

/** The page's path and query, decoded. */
export function path(page: Page): string {
  const url = new URL(page.url());
  return decodeURIComponent(url.pathname + url.search);
}

export async function openSearch(page: Page, site: string, at = "/search/new-used-and-demo-cars"): Promise<void> {
  await page.goto(siteUrl(site, at));
  await waitForHydration(page);
  await page.locator(".fc-search[data-hydrated]").waitFor();
}

/** Waits for the search the last change started to land (the results say aria-busy while one runs). */
export async function settled(page: Page): Promise<void> {
  await expect(results(page)).toHaveAttribute("aria-busy", "false");
}

/**
 * Runs a shopper's action and returns the main result of the search it sends: the first multi-query to the
 * search service whose body contains `marker` (a refinement, index or query as the request spells it).
 */
/** The main result of a search the page sent. */
interface SearchAnswer {
  hits: Hit[];
  nbHits: number;
  facets?: Record<string, Record<string, number>>;
}

export async function searchAnswer(page: Page, action: () => Promise<unknown>, marker: string): Promise<SearchAnswer> {
  const response = page.waitForResponse(
    (candidate) =>
      candidate.url().includes("/1/indexes/") && candidate.request().method() === "POST" && (candidate.request().postData() ?? "").includes(marker),
  );
  await action();
  const answer = await response;
  expect(answer.status()).toBe(200);
  return ((await answer.json()) as { results: SearchAnswer[] }).results[0]!;
}

/** The prices the cards show (a reduced price where there is one), without cards that show no price. */
export async function cardPrices(page: Page): Promise<number[]> {
  const texts = await results(page).locator(".fc-card__price strong").allTextContents();
  return texts.map((text) => Number(text.replace(/[^0-9]/g, ""))).filter((price) => price > 0);
}

export async function cardTitles(page: Page): Promise<string[]> {
  return cards(page).locator("h3").allTextContents();
}

/** WCAG contrast ratio of two computed colours (`rgb(...)`), by the theme's own luminance formula. */
export function contrastRatio(a: string, b: string): number {
  const luminance = (rgb: string) => {
    const [r, g, bl] = rgb.match(/[\d.]+/g)!.slice(0, 3).map(Number);
    return relativeLuminance(r!, g!, bl!);
  };
  return luminanceContrast(luminance(a), luminance(b));
}
