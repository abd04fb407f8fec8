import { jsonResponse } from "../../http/json-response.ts";
import type { ApiContext, Car } from "../../types/index.ts";
import { siteCar } from "../car-lookup.ts";

/** A 4xx answer in the platform's error shape, naming the field at fault when there is one. */
export function problem(status: number, message: string, field?: string): Response {
  return jsonResponse(field ? { message, status, field } : { message, status }, status);
}

/** The site's car named by the route's {slug}, or the 404 to answer with. */
export async function routeCar(ctx: ApiContext): Promise<Car | Response> {
  const car = ctx.site ? await siteCar(ctx.site, ctx.services, ctx.params.slug ?? "") : null;
  return car ?? problem(404, "Car not found");
}
