import type { Car, LoaderContext, Services, Site } from "../../../runtime/types/index.ts";
import type { FinanceSite } from "../../../runtime/finance/site-finance.ts";

/** A loader context for a finance block: the site, the route's params and query, and an in-memory stock. */
export function loaderContext(site: FinanceSite, cars: Car[], path = "/finance", params: Record<string, string> = {}): LoaderContext {
  const stock = {
    getBySlug: async (slug: string) => cars.find((car) => car.slug === slug),
    getById: async (id: number) => cars.find((car) => car.id === id),
  };
  return {
    site: { dealerships: [{ id: 101, slug: "harbour-motors-toyota", name: "Harbour Motors Toyota" }], ...site } as unknown as Site,
    pattern: Object.keys(params).length > 0 ? "/cars/{slug}" : path.split("?")[0]!,
    params,
    url: new URL(`http://harbour-motors.localhost${path}`),
    user: null,
    services: { stock } as unknown as Services,
    setStatus: () => {},
    setMeta: () => {},
    redirect: () => {},
  };
}
