import type { ApiHandler } from "../types/index.ts";
import { tradeInEstimate } from "../rules/finance/trade-in-estimate.ts";
import { compileBodySchema, json, readJsonBody } from "./json-request.ts";
import { tradeInLimits } from "./site-finance.ts";
import { conditionDeduction } from "./trade-in-questions.ts";
import type { TradeInEstimateRequest } from "../types/generated/trade-in-estimate-request.ts";
import requestSchema from "../../schemas/trade-in-estimate-request.schema.json" with { type: "json" };

const validate = compileBodySchema<TradeInEstimateRequest>(requestSchema);

/**
 * POST /api/trade-in/estimate: an offer range for the shopper's car from comparable listings across the platform's
 * stock, or the reason there is none (too old, too many km, no comparable listings).
 */
export function tradeInEstimateHandler(now: () => Date): ApiHandler {
  return async (request, ctx) => {
    if (!ctx.site) return json({ errors: [{ field: "site", message: "is not known" }] }, 404);
    const body = await readJsonBody(request, validate);
    if (body instanceof Response) return body;
    const limits = tradeInLimits(ctx.site);
    const listings = await ctx.services.stock.all();
    return json(tradeInEstimate(body, listings, limits, conditionDeduction(body.adjustmentAnswers), now()));
  };
}
