import { expect, type Page } from "@playwright/test";
import { loadSites } from "../../runtime/site/load-sites.ts";
import type { Site } from "../../runtime/types/index.ts";

export const port = Number(process.env.E2E_PORT ?? 3107);

export function siteUrl(slug: string, path = "/"): string {
  return `http://${slug}.localhost:${port}${path}`;
}

/** The demo sites as the server sees them (templates merged, defaults applied). */
export async function demoSites(): Promise<Site[]> {
  const { sites, errors } = await loadSites({ sitesDir: "sites" });
  if (errors.length > 0) throw new Error(`Site documents are invalid: ${errors.map((e) => e.message).join("; ")}`);
  return sites.map((entry) => entry.site);
}

/** Collects console errors, page errors and failed same-origin requests while a test runs. */
export function watchForProblems(
  page: Page,
  options: { allowStatus?: (url: string, status: number) => boolean; allowConsole?: RegExp } = {},
) {
  const problems: string[] = [];
  page.on("console", (message) => {
    if (message.type() === "error" && !options.allowConsole?.test(message.text())) problems.push(`console error: ${message.text()}`);
  });
  page.on("pageerror", (error) => problems.push(`page error: ${error.message}`));
  page.on("requestfailed", (request) => {
    // ERR_ABORTED is the browser cancelling a request because the test moved on to another page.
    if (request.failure()?.errorText === "net::ERR_ABORTED") return;
    if (sameOrigin(page, request.url())) problems.push(`request failed: ${request.url()} ${request.failure()?.errorText}`);
  });
  page.on("response", (response) => {
    const status = response.status();
    if (status >= 400 && sameOrigin(page, response.url()) && !options.allowStatus?.(response.url(), status)) {
      problems.push(`HTTP ${status}: ${response.url()}`);
    }
  });
  return {
    problems,
    expectNone: () => expect(problems, problems.join("\n")).toEqual([]),
  };
}

function sameOrigin(page: Page, url: string): boolean {
  try {
    return new URL(url).hostname.endsWith(".localhost") || new URL(url).hostname === new URL(page.url()).hostname;
  } catch {
    return false;
  }
}

/** Marks the window so a test can tell a client-side navigation (marker kept) from a full page load. */
export async function markWindow(page: Page): Promise<void> {
  await page.evaluate(() => ((window as unknown as { __fcMarker: boolean }).__fcMarker = true));
}

export async function windowStillMarked(page: Page): Promise<boolean> {
  return page.evaluate(() => (window as unknown as { __fcMarker?: boolean }).__fcMarker === true);
}

/** Waits until the page has hydrated (React attached its handlers to the root). */
export async function waitForHydration(page: Page): Promise<void> {
  await page.waitForFunction(() => {
    const root = document.getElementById("root");
    return !!root && Object.keys(root).some((key) => key.startsWith("__reactContainer"));
  });
}

/** Spec §2: the header menu and the footer groups every demo site shows. */
export const HEADER_LABELS = ["Home", "Vehicles", "Our Stock", "Offers", "Service and Parts", "Finance", "More"];
export const FOOTER_GROUPS = ["Vehicles by body type", "Models", "Buyer Tools", "Servicing and Parts", "Dealer group"];

/**
 * A real path for each parameterised, ungated route of a site, from its own data: a location, a brand with a
 * page, a model. Routes whose value the site has none of (no models) are left out, and so is /cars/{slug},
 * which needs a car from the stock (the vehicle journeys cover it).
 */
export function exampleRoutes(site: Site): Array<[pattern: string, path: string]> {
  const location = site.locations.find((entry) => entry.visible !== false);
  const brand = site.brands.find((entry) => !entry.skipPage);
  const model = site.brands.flatMap((entry) => entry.models)[0];
  const values: Record<string, Record<string, string | undefined>> = {
    "/search/{type}-cars": { type: "demo" },
    "/search/{make}": { make: brand?.slug ?? "toyota" },
    "/search/{make}/{model}": { make: "toyota", model: "corolla" },
    "/contact-us/{slug}": { slug: location?.slug },
    "/our-location/{slug}": { slug: location?.slug },
    "/locations/{slug}": { slug: location?.slug },
    "/{brand}/overview": { brand: brand?.slug },
    "/{model}/accessories": { model: model?.slug },
  };
  return Object.entries(site.routes).flatMap(([pattern, pageId]): Array<[string, string]> => {
    const params = values[pattern];
    if (!pattern.includes("{") || site.pages[pageId]?.gate || !params) return [];
    const path = pattern.replace(/\{(\w+)\}/g, (_, name: string) => params[name] ?? "");
    return Object.values(params).every(Boolean) ? [[pattern, path]] : [];
  });
}

/** Paths of the same-origin requests a page makes from now on (e.g. to see which JavaScript chunks it loads). */
export function recordRequests(page: Page): string[] {
  const paths: string[] = [];
  page.on("request", (request) => {
    const url = new URL(request.url());
    if (url.hostname.endsWith(".localhost")) paths.push(url.pathname + url.search);
  });
  return paths;
}
