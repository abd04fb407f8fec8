import type { ApiRoute } from "../../types/index.ts";
import { DELIVERY_NO_ESTIMATE, DELIVERY_POSTCODE_REQUIRED, INVALID_POSTCODE } from "../../rules/delivery-quote.ts";
import { deliveryEstimate } from "../delivery.ts";
import { jsonResponse } from "../../http/json-response.ts";
import { problem, routeCar } from "./respond.ts";

/**
 * Spec §7 delivery estimate by postcode: `{ estimate: { price, name } | null, message? }`. Empty postcode
 * -> 400 'Please enter a postcode'; unknown postcode -> 400 'Invalid postcode'.
 */
export const deliveryRoute: ApiRoute = {
  method: "GET",
  path: "/api/cars/{slug}/delivery-estimate",
  async handler(_request, ctx) {
    const postcode = (ctx.url.searchParams.get("postcode") ?? "").trim();
    if (!postcode) return problem(400, DELIVERY_POSTCODE_REQUIRED, "postcode");
    const car = await routeCar(ctx);
    if (car instanceof Response) return car;
    try {
      const answer = await deliveryEstimate(car, ctx.site!, ctx.site!.vehicle_page.delivery_rates, postcode);
      return jsonResponse(answer.estimate ? answer : { ...answer, message: DELIVERY_NO_ESTIMATE });
    } catch (error) {
      if (error instanceof Error && error.message === INVALID_POSTCODE) return problem(400, INVALID_POSTCODE, "postcode");
      throw error;
    }
  },
};
