import type { ApiRoute, Car } from "../../types/index.ts";
import { similarCars } from "../similar-cars.ts";
import { similarCard } from "../similar-cards.ts";
import { jsonResponse } from "../../http/json-response.ts";
import { routeCar } from "./respond.ts";

/** Spec §7 similar cars: up to 6 in-stock cars of this site near the car's price, same model first. */
export const similarRoute: ApiRoute = {
  method: "GET",
  path: "/api/cars/{slug}/similar",
  async handler(_request, ctx) {
    const car = await routeCar(ctx);
    if (car instanceof Response) return car;
    const site = ctx.site!;
    // The site's own search (hosted or embedded) with its request filters, like its search pages.
    const hits = await similarCars(ctx.services.search, car, site);
    const options = { subscription: site.offers_subscription, noPriceText: site.texts.no_price };
    // A hit is the indexed car minus detail-only fields, so it carries every field a card reads.
    const cards = hits.map((hit) => similarCard(hit as unknown as Car, options));
    return jsonResponse({ hits: cards }, 200, { "cache-control": "public, max-age=60" });
  },
};
