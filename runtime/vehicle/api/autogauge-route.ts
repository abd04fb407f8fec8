import type { ApiRoute } from "../../types/index.ts";
import { marketComparison } from "../market-comparison.ts";
import { jsonResponse } from "../../http/json-response.ts";
import { routeCar } from "./respond.ts";

/** Spec §7 GET {car path}/autogauge: the car's price against comparable listings across the platform. */
export const autogaugeRoute: ApiRoute = {
  method: "GET",
  path: "/api/cars/{slug}/autogauge",
  async handler(_request, ctx) {
    const car = await routeCar(ctx);
    if (car instanceof Response) return car;
    const gauge = await marketComparison(car, ctx.services.stock);
    return jsonResponse(gauge, 200, { "cache-control": "public, max-age=300" });
  },
};
