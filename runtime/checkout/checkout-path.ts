import type { Car, Site } from "../types/index.ts";

/** The car's reserve page: /cars/{slug}/checkout, or /cars/{slug}/buy-online where the site says so. */
export function checkoutPath(site: Site, car: Pick<Car, "slug">): string {
  return `/cars/${car.slug}/${site.vehicle_page.checkout_path}`;
}
