import type { ApiRoute } from "../../types/index.ts";
import { siteCar } from "../car-lookup.ts";
import { countCarEvent } from "../views.ts";
import { jsonResponse } from "../../http/json-response.ts";
import { problem } from "./respond.ts";
import { isSameSiteRequest } from "../../site/origin-check.ts";

interface RevealBody {
  car_id: number;
  dealership_id: number;
  website_id: string;
}

function readBody(body: unknown): RevealBody | { field: string; message: string } {
  if (!body || typeof body !== "object") return { field: "body", message: "Send a JSON object with car_id, dealership_id and website_id" };
  const { car_id, dealership_id, website_id } = body as Record<string, unknown>;
  if (!Number.isInteger(car_id)) return { field: "car_id", message: "car_id must be an integer" };
  if (!Number.isInteger(dealership_id)) return { field: "dealership_id", message: "dealership_id must be an integer" };
  if (typeof website_id !== "string" || website_id === "") return { field: "website_id", message: "website_id must be the site's id" };
  return { car_id: car_id as number, dealership_id: dealership_id as number, website_id };
}

/**
 * Spec §7 reveal-phone call (car_id, dealership_id, website_id): counts that a shopper revealed the number.
 * Another site's page may not count reveals, whatever content type it sends (text/plain needs no preflight).
 */
export const revealPhoneRoute: ApiRoute = {
  method: "POST",
  path: "/api/cars/reveal-phone",
  async handler(request, ctx) {
    if (ctx.site && !isSameSiteRequest(request, ctx.site)) return problem(403, "Cross-site requests are not accepted", "origin");
    let parsed: unknown;
    try {
      parsed = await request.json();
    } catch {
      return problem(400, "The body must be JSON", "body");
    }
    const body = readBody(parsed);
    if ("field" in body) return problem(400, body.message, body.field);
    if (!ctx.site || body.website_id !== ctx.site.slug) return problem(400, "website_id does not match this site", "website_id");
    const car = await ctx.services.stock.getById(body.car_id);
    const shown = car ? await siteCar(ctx.site, ctx.services, car.slug) : null;
    if (!shown || shown.dealership_id !== body.dealership_id) return problem(404, "Car not found", "car_id");
    return jsonResponse({ revealed: true, reveals: await countCarEvent(ctx.services.db, shown.id, "phone_reveals") });
  },
};
