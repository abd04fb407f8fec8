import type { LoaderContext, PageMeta, Services, Site } from "../../../runtime/types/index.ts";
import vehiclePageSchema from "../../../schemas/site/vehicle-page.json" with { type: "json" };
import { searchOptions } from "../search-ui/test-search.ts";

type VehiclePageOptions = Site["vehicle_page"];

/** The vehicle_page section as a validated site has it: every schema default, then the test's overrides. */
export function vehiclePageOptions(overrides: Partial<VehiclePageOptions> = {}): VehiclePageOptions {
  const defaults = Object.fromEntries(
    Object.entries(vehiclePageSchema.properties).map(([key, property]) => [key, structuredClone((property as { default: unknown }).default)]),
  );
  return { ...defaults, ...overrides } as VehiclePageOptions;
}

/** The parts of a site the vehicle page's server code reads, with the schema defaults a validated site has. */
export function testSite(overrides: Record<string, unknown> = {}): Site {
  return {
    slug: "harbour-motors",
    name: "Harbour Motors",
    domains: ["harbourmotors.com.au"],
    dealerships: [{ id: 101, slug: "harbour-motors-toyota", name: "Harbour Motors Toyota" }],
    address: { street: "1 Harbour Street", city: "Sydney", state: "NSW", postcode: "2000" },
    phone: "02 9000 0000",
    locations: [],
    offers_subscription: false,
    finance_provider: null,
    plugins: { autogauge: false, car_analysis: false, ppsr_report: false },
    texts: { no_price: "Enquire for price.", enquire_button: "Enquire Now" },
    vehicle_page: vehiclePageOptions({
      delivery_rates: [
        { up_to_km: 50, price: 0, name: "Local" },
        { up_to_km: 200, price: 350, name: "Metro and surrounds" },
        { up_to_km: 800, price: 900, name: "Regional" },
      ],
    }),
    finance: { purchase: true, teaser: true, excluded_dealerships: [] },
    search: { host: null, app_id: "forecourt", public_key: null, index: "Car_production", price_ascending_excludes_zero: false },
    search_results: searchOptions(),
    // The watchlist's button calls the server for the shopper's saved cars; its own tests turn it on.
    accounts: { watchlist: false, server: { sms_webhook: null, email_from: "" } },
    ...overrides,
  } as unknown as Site;
}

export interface TestContext extends LoaderContext {
  status: number;
  meta: Partial<PageMeta>;
}

/** A loader context for `/cars/{slug}` that records the status and meta the loaders set. */
export function testLoaderContext(services: Services, slug: string, site: Site = testSite()): TestContext {
  const ctx: TestContext = {
    site,
    pattern: "/cars/{slug}",
    params: { slug },
    url: new URL(`https://harbourmotors.com.au/cars/${slug}`),
    user: null,
    services,
    status: 200,
    meta: {},
    setStatus(status) {
      ctx.status = Math.max(ctx.status, status);
    },
    setMeta({ jsonLd, ...meta }) {
      Object.assign(ctx.meta, meta);
      if (jsonLd) ctx.meta.jsonLd = [...(ctx.meta.jsonLd ?? []), ...jsonLd];
    },
    redirect() {},
  };
  return ctx;
}

