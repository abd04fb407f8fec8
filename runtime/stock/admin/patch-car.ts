import { jsonResponse } from "../../http/json-response.ts";
import { parseJsonBody, readBodyText } from "../../http/read-json-body.ts";
import type { ApiContext } from "../../types/index.ts";
import { changeCar } from "./change-car.ts";
import { authorizeSite, refusal } from "./admin-auth.ts";
import { siteStockCar } from "./site-stock-car.ts";

/** What a dealer's system may change on one car between full feeds. */
const PATCHABLE = new Set(["status", "price", "before_price", "offer_price", "reserved", "images"]);
const BODY_LIMIT_BYTES = 1024 * 1024;

/**
 * PATCH /api/admin/sites/{slug}/cars/{stocknum}: a JSON object of the car's status, prices, reserved flag or
 * images (`?dealership_id=` when the site's dealerships share stock numbers). 200 with the car as stored; 400
 * with every problem; 404 for a stock number the site does not have.
 */
export async function patchCar(request: Request, ctx: ApiContext): Promise<Response> {
  const authorized = await authorizeSite(request, ctx);
  if ("response" in authorized) return authorized.response;
  const { site } = authorized;
  const text = await readBodyText(request, BODY_LIMIT_BYTES);
  if (!text.ok) return text.response;
  const parsed = parseJsonBody(request, text.text);
  if (!parsed.ok) return parsed.response;
  const patch = parsed.body;
  if (typeof patch !== "object" || patch === null || Array.isArray(patch)) return refusal(400, "The body must be a JSON object");
  const unknown = Object.keys(patch).filter((key) => !PATCHABLE.has(key));
  if (unknown.length > 0) return refusal(400, `Only ${[...PATCHABLE].join(", ")} can be patched (not ${unknown.join(", ")})`);

  const found = await siteStockCar(site, ctx);
  if ("response" in found) return found.response;
  const { report, car } = await changeCar(ctx.services.stock, site, found.car, { source: "api:patch", values: patch as Record<string, unknown> });
  if (report.outcome !== "applied") return refusal(400, `The change has ${report.problems.length} problem(s): nothing changed`, { report });
  return jsonResponse({ car, report });
}
