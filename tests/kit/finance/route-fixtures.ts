import type { ApiContext, Car, Services, Site } from "../../../runtime/types/index.ts";
import type { FinanceSite } from "../../../runtime/finance/site-finance.ts";

/** An API context for one site over an in-memory stock, for route tests. */
export function apiContext(site: FinanceSite | null, cars: Car[], url = "http://harbour-motors.localhost/"): ApiContext {
  const stock = {
    all: async () => cars,
    getById: async (id: number) => cars.find((car) => car.id === id),
  };
  const fullSite = site && { dealerships: [{ id: 101, slug: "harbour-motors-toyota", name: "Harbour Motors Toyota" }], ...site };
  return {
    site: fullSite as Site | null,
    params: {},
    url: new URL(url),
    user: null,
    services: { stock } as unknown as Services,
    ip: "127.0.0.1",
  };
}

export function postJson(path: string, body: unknown): Request {
  return new Request(`http://harbour-motors.localhost${path}`, {
    method: "POST",
    headers: { "Content-Type": "application/json" },
    body: typeof body === "string" ? body : JSON.stringify(body),
  });
}
