import type { Car, Site, StockRepository } from "../types/index.ts";

/** Statuses of the cars a sitemap lists: those for sale. Sold cars keep their page for a while, but not their place in search engines. */
export const SITEMAP_STATUSES: readonly Car["status"][] = ["in_stock", "coming_soon"];
/** Cars read from storage at once while a sitemap is written. */
const PAGE_SIZE = 500;

/**
 * The site's cars for sale that it shows, in id order, from the `skip`th of its cars in those statuses, at most
 * `take` of them (a car hidden from the website, or marked sold, takes its place without being listed), a page at a time so a
 * sitemap of a large stock never holds it all.
 */
export async function* listedCarPages(stock: StockRepository, site: Pick<Site, "dealerships">, range: { skip: number; take: number }): AsyncGenerator<Car[]> {
  const dealershipIds = site.dealerships.map((dealership) => dealership.id);
  let remaining = range.take;
  let afterId: number | undefined;
  while (remaining > 0) {
    const limit = Math.min(PAGE_SIZE, remaining);
    const page = await stock.listPage({ dealershipIds, statuses: SITEMAP_STATUSES, limit, ...(afterId === undefined ? { skip: range.skip } : { afterId }) });
    yield page.filter((car) => car.show_on_dealer_website && !car.sold);
    if (page.length < limit) return;
    remaining -= page.length;
    afterId = page.at(-1)!.id;
  }
}
