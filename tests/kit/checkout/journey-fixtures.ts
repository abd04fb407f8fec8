import { fileURLToPath } from "node:url";
import type { ApiContext, ApiRoute, Car, Services, Site, SignedInUser } from "../../../runtime/types/index.ts";
import type { Database } from "../../../runtime/types/services.ts";
import { loadSites } from "../../../runtime/site/load-sites.ts";
import { createStockRepository } from "../../../runtime/stock/stock-repository.ts";
import { accountForSignIn } from "../../../runtime/accounts/account-store.ts";
import { readDestination } from "../../../runtime/accounts/destination.ts";
import { testCar } from "../vehicle/test-car.ts";
import { checkoutDeps } from "./checkout-fixtures.ts";

const sitesDir = fileURLToPath(new URL("../../../sites", import.meta.url));

/** Harbour Motors as its site document says (checkout on, the test provider, the base template's delivery rates). */
export async function harbourSite(): Promise<Site> {
  const { sites } = await loadSites({ sitesDir });
  return sites.find((entry) => entry.site.slug === "harbour-motors")!.site;
}

/** A used car of Harbour Motors' dealership at its first location, $27,990. */
export function journeyCar(site: Site): Car {
  return testCar({ id: 7001, slug: "2021-toyota-corolla-7001", dealership_id: site.dealerships[0]!.id, location_id: site.locations[0]!.id, price: 27990, car_type: "used" });
}

/** The site's API routes over one database, posted as the browser's forms are, by a signed-in shopper or nobody. */
export async function routeClient(db: Database, site: Site, routes: ApiRoute[], clock: { now: Date }) {
  const { services } = checkoutDeps(db, clock);
  const car = journeyCar(site);
  await createStockRepository(db).upsert([car]);
  const origin = `https://${site.domains[0]}`;
  const shopper = async (email: string): Promise<SignedInUser> => {
    const account = await accountForSignIn(db, site.slug, readDestination(email)!, null, new Date());
    return { id: account.id, phone: null, email, name: null };
  };
  const post = async (path: string, fields: Record<string, string>, user: SignedInUser | null) => {
    const route = routes.find((entry) => entry.path === path)!;
    const request = new Request(`${origin}${path}`, {
      method: "POST",
      headers: { "content-type": "application/x-www-form-urlencoded", origin },
      body: new URLSearchParams(fields).toString(),
    });
    const ctx: ApiContext = { site, params: {}, url: new URL(request.url), user, services: services as Services, ip: "203.0.113.9" };
    return route.handler(request, ctx);
  };
  return { car, services, shopper, post };
}
