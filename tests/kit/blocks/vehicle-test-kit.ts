import type { BlockLoader, Car, Services, Site } from "../../../runtime/types/index.ts";
import { memoryStock } from "../vehicle/test-services.ts";
import { testLoaderContext, testSite, vehiclePageOptions } from "../vehicle/test-context.ts";
import { leadsOptions } from "../leads/lead-fixtures.ts";
import { fakeSite } from "./test-utils.tsx";
import type { PublicSite } from "../../../runtime/ui/site-context.tsx";

type VehiclePageOptions = Site["vehicle_page"];

/** A site for vehicle-block tests: the common vehicle page options plus the test's overrides. */
export function vehicleSite(options: Partial<VehiclePageOptions> = {}, overrides: Record<string, unknown> = {}): PublicSite {
  // The sidebar's request-photos form reads the site's lead options (their server part stays on the server).
  const { server: _server, ...leads } = leadsOptions();
  return fakeSite({
    leads,
    offers_subscription: false,
    features: { fuel_type_tags: false, show_licence_numbers: false, store_favourites: true, store_user_details: true, store_searches: true },
    plugins: { autogauge: false, car_analysis: false, ppsr_report: false },
    vehicle_page: vehiclePageOptions(options),
    ...overrides,
  });
}

/** Runs a block loader for a vehicle page of `car` on `site` (or a test site) the way the server does. */
export async function loadForCar<P, D>(load: BlockLoader<P, D>, props: P, car: Car, site?: PublicSite, cars: Car[] = [car]) {
  return loadWithServices(load, props, car, { stock: memoryStock(cars) } as Services, site);
}

/** Runs a block loader for a vehicle page of `car` with the given services (a search service, a failing one...). */
export async function loadWithServices<P, D>(load: BlockLoader<P, D>, props: P, car: Car, services: Services, site?: PublicSite) {
  const serverSite = { ...testSite(), ...(site ?? {}) } as Site;
  const ctx = testLoaderContext(services, car.slug, serverSite);
  return { data: await load(props, ctx), ctx };
}
