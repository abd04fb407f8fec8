import type { ApiRoute } from "../../types/index.ts";
import { similarCarCards } from "../similar-cars.ts";
import { jsonResponse } from "../../http/json-response.ts";
import { routeCar } from "./respond.ts";

/** Spec §7 similar cars: up to 6 in-stock cars of this site near the car's price, same model first. */
export const similarRoute: ApiRoute = {
  method: "GET",
  path: "/api/cars/{slug}/similar",
  async handler(_request, ctx) {
    const car = await routeCar(ctx);
    if (car instanceof Response) return car;
    // The site's own search (hosted or embedded) with its request filters, like its search pages.
    const hits = await similarCarCards(ctx.services.search, car, ctx.site!);
    return jsonResponse({ hits }, 200, { "cache-control": "public, max-age=60" });
  },
};
