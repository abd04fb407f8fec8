import { expect, request, type APIRequestContext, type Locator, type Page } from "@playwright/test";
import type { AutogaugeResponse } from "../../runtime/types/generated/autogauge-response.ts";
import type { FinanceLender } from "../../runtime/types/generated/finance-lender.ts";
import { port, siteUrl } from "./support.ts";

/** The car fields the vehicle and finance journeys choose their cars by, as the site's search service holds them. */
export interface StockCar {
  id: number;
  slug: string;
  path: string;
  name: string;
  year: number;
  make: string;
  model: string;
  badge: string | null;
  series: string | null;
  car_type: "new" | "used" | "demo";
  item_type: string;
  status: string;
  sold: boolean;
  reserved: boolean;
  price: number;
  offer_price: number | null;
  before_price: number | null;
  subscription_price: number | null;
  km: number;
  vin: string | null;
  stocknum: string;
  state: string | null;
  simple_fuel: string | null;
  dealership_id: number;
  dealership_slug: string;
  location_id: number;
  images: { url: string; isVideo: boolean }[];
  spin_images: string[] | null;
  spin_interior_image: string | null;
  location: { phone: string | null } | null;
  finance_lenders: Record<string, FinanceLender | undefined>;
  youxQuote: { weeklyRepaymentAmount: number | null; advertisedRate: number | null; comparisonRate: number | null } | null;
  variant: { fuelconsumptioncombined: number | null } | null;
  video_url: string | null;
  external_video_url: string | null;
  walkaround_videos: { url: string }[] | null;
}

const FIELDS = [
  "id", "slug", "path", "name", "year", "make", "model", "badge", "series", "car_type", "item_type", "status", "sold",
  "reserved", "price", "offer_price", "before_price", "subscription_price", "km", "vin", "stocknum", "simple_fuel", "dealership_id",
  "dealership_slug", "location_id", "images", "spin_images", "spin_interior_image", "location", "finance_lenders", "variant",
  "video_url", "external_video_url", "walkaround_videos", "state", "youxQuote",
];

/** Calls a site's server from Node: *.localhost does not resolve outside the browser, so the Host header names the site. */
export function siteApi(slug: string): Promise<APIRequestContext> {
  return request.newContext({ baseURL: `http://127.0.0.1:${port}`, extraHTTPHeaders: { host: `${slug}.localhost:${port}` } });
}

/** The inline page data every page carries (`#fc-data`). */
export async function pageData(api: APIRequestContext, path = "/"): Promise<{ site: { search: { app_id: string; public_key: string; index: string } } }> {
  const html = await (await api.get(path)).text();
  const json = /<script id="fc-data" type="application\/json">([\s\S]*?)<\/script>/.exec(html)?.[1];
  if (!json) throw new Error(`No #fc-data on ${path}`);
  return JSON.parse(json);
}

const stockCache = new Map<string, Promise<StockCar[]>>();

/** Every car the site lists, through the search service with the public key the site's pages expose. */
export function siteStock(slug: string): Promise<StockCar[]> {
  let stock = stockCache.get(slug);
  if (!stock) {
    stock = loadStock(slug);
    stockCache.set(slug, stock);
  }
  return stock;
}

/**
 * The site's listed cars as they are now, not cached: for tests that compare them with another answer while other
 * journeys reserve, sell and reprice cars.
 */
export async function loadStock(slug: string): Promise<StockCar[]> {
  const api = await siteApi(slug);
  try {
    const { search } = (await pageData(api)).site;
    const response = await api.post("/1/indexes/*/queries", {
      headers: { "x-algolia-application-id": search.app_id, "x-algolia-api-key": search.public_key },
      data: { requests: [{ indexName: search.index, query: "", hitsPerPage: 1000, attributesToRetrieve: FIELDS, attributesToHighlight: [] }] },
    });
    expect(response.status(), "search service").toBe(200);
    const [result] = (await response.json()).results as { hits: StockCar[]; nbHits: number }[];
    expect(result!.hits.length, "one page holds the whole stock").toBe(result!.nbHits);
    return result!.hits;
  } finally {
    await api.dispose();
  }
}

export function isInStock(car: StockCar): boolean {
  return (car.status === "in_stock" || car.status === "coming_soon") && !car.sold;
}

export const photos = (car: StockCar) => car.images.filter((image) => !image.isVideo).length;

/** The first car matching, or a failure naming what was looked for (the demo stock is meant to hold every kind). */
export async function findCar(slug: string, kind: string, match: (car: StockCar) => boolean): Promise<StockCar> {
  const car = (await siteStock(slug)).find(match);
  if (!car) throw new Error(`${slug} lists no ${kind}`);
  return car;
}

/** The site's answer to GET /api/cars/{slug}/autogauge. */
export async function autogauge(site: string, car: StockCar): Promise<AutogaugeResponse> {
  const api = await siteApi(site);
  try {
    const response = await api.get(`/api/cars/${car.slug}/autogauge`);
    expect(response.status()).toBe(200);
    return await response.json();
  } finally {
    await api.dispose();
  }
}

/**
 * Opens a car page and waits until it has hydrated (its React handlers are attached). A page already open is
 * let finish its requests first, so leaving it cuts none short.
 */
export async function openCar(page: Page, site: string, car: Pick<StockCar, "path">): Promise<void> {
  if (page.url() !== "about:blank") await page.waitForLoadState("networkidle");
  const response = await page.goto(siteUrl(site, car.path));
  expect(response?.status()).toBe(200);
  await waitForReact(page);
}

export async function waitForReact(page: Page): Promise<void> {
  await page.waitForFunction(() => {
    const root = document.getElementById("root");
    return !!root && Object.keys(root).some((key) => key.startsWith("__reactContainer"));
  });
}

/** The car's video plays: its metadata loads and it has a length (the demo clip is served as WebM). */
export async function videoDuration(video: Locator): Promise<number> {
  return video.evaluate(
    (element: HTMLVideoElement) =>
      new Promise<number>((resolve, reject) => {
        const failed = () => reject(new Error(`${element.currentSrc} did not play: media error ${element.error?.code}`));
        if (element.error) return failed();
        if (element.readyState >= 1) return resolve(element.duration);
        element.addEventListener("loadedmetadata", () => resolve(element.duration), { once: true });
        element.addEventListener("error", failed, { once: true });
        if (element.preload === "none") element.load();
      }),
  );
}

/** Money as the spec writes it: '$41,990'. */
export function dollars(amount: number): string {
  return `$${amount.toLocaleString("en-AU", { maximumFractionDigits: 2 })}`;
}
