import { Ajv2020, type ErrorObject, type ValidateFunction } from "ajv/dist/2020.js";
import type { ApiHandler, ApiRoute } from "../types/index.ts";
import type { QuoteRequest } from "../types/generated/quote-request.ts";
import type { TradeInEstimateRequest } from "../types/generated/trade-in-estimate-request.ts";
import quoteRequestSchema from "../../schemas/quote-request.schema.json" with { type: "json" };
import tradeInRequestSchema from "../../schemas/trade-in-estimate-request.schema.json" with { type: "json" };
import { jsonResponse as json } from "../http/json-response.ts";
import { readJsonBody as readJson } from "../http/read-json-body.ts";
import { tradeInEstimate } from "../rules/finance/trade-in-estimate.ts";
import { quoteFor } from "./quote-engine.ts";
import { financeDisclaimer, quoteProvider, siteProvider, tradeInLimits } from "./site-finance.ts";
import { conditionDeduction } from "./trade-in-questions.ts";

/** One problem with one field of a request body. */
interface FieldError {
  field: string;
  message: string;
}

const MAX_BODY_BYTES = 16 * 1024;
const ajv = new Ajv2020({ allErrors: true, useDefaults: true, strict: true });
const validateQuote = ajv.compile<QuoteRequest>(quoteRequestSchema);
const validateTradeIn = ajv.compile<TradeInEstimateRequest>(tradeInRequestSchema);

function badRequest(errors: FieldError[], status = 400): Response {
  return json({ errors }, status);
}

function fieldOf(error: ErrorObject): string {
  const path = error.instancePath.split("/").slice(1).join(".");
  const { missingProperty, additionalProperty } = error.params as { missingProperty?: string; additionalProperty?: string };
  const child = missingProperty ?? additionalProperty;
  if (child) return path ? `${path}.${child}` : child;
  return path || "body";
}

function messageOf(error: ErrorObject): string {
  if (error.keyword === "additionalProperties") return "is not a known field";
  if (error.keyword === "required") return "is required";
  return error.message ?? "is invalid";
}

/**
 * Reads and validates a JSON body: the value, or a 4xx Response naming each bad field (never throws). A body that
 * is not JSON, not UTF-8 or too large is refused as the lead API refuses it.
 */
async function readJsonBody<T>(request: Request, validate: ValidateFunction<T>): Promise<T | Response> {
  const read = await readJson(request, MAX_BODY_BYTES);
  if (!read.ok) return read.response;
  const value = read.body;
  if (!validate(value)) {
    const errors = (validate.errors ?? []).map((e) => ({ field: fieldOf(e), message: messageOf(e) }));
    return badRequest(errors.filter((e, i) => errors.findIndex((o) => o.field === e.field) === i));
  }
  return value;
}

/** POST /api/youx/quote: a repayment quote for a car, answered from the provider configuration. */
export const quoteHandler: ApiHandler = async (request, ctx) => {
  const provider = ctx.site ? quoteProvider(ctx.site) : null;
  if (!provider?.quoteRates) return json({ errors: [{ field: "site", message: "does not offer finance quotes" }] }, 404);
  const body = await readJsonBody(request, validateQuote);
  if (body instanceof Response) return body;
  const answer = quoteFor(provider, body);
  if (!answer) {
    const scores = Object.keys(provider.quoteRates).join(", ");
    return badRequest([{ field: "selfAssessedCreditScore", message: `must be one of ${scores}` }]);
  }
  return json(answer);
};

/**
 * POST /api/trade-in/estimate: an offer range for the shopper's car from comparable listings across the platform's
 * stock, or the reason there is none (too old, too many km, no comparable listings).
 */
export function tradeInEstimateHandler(now: () => Date): ApiHandler {
  return async (request, ctx) => {
    if (!ctx.site) return json({ errors: [{ field: "site", message: "is not known" }] }, 404);
    const body = await readJsonBody(request, validateTradeIn);
    if (body instanceof Response) return body;
    const listings = await ctx.services.stock.all();
    return json(tradeInEstimate(body, listings, tradeInLimits(ctx.site), conditionDeduction(body.adjustmentAnswers), now()));
  };
}

/**
 * GET /api/finance/disclaimer?car_id={id}: the finance disclaimer of the site's provider for one of its cars
 * (spec §7 car detail fetch for the disclaimer); the site's own disclaimer when the car's entry has none.
 */
export const disclaimerHandler: ApiHandler = async (_request, ctx) => {
  if (!ctx.site) return json({ errors: [{ field: "site", message: "is not known" }] }, 404);
  const raw = ctx.url.searchParams.get("car_id") ?? "";
  const id = /^[1-9][0-9]{0,9}$/.test(raw) ? Number(raw) : null;
  if (id === null) return badRequest([{ field: "car_id", message: "must be a car id" }]);
  const car = await ctx.services.stock.getById(id);
  const ours = car && ctx.site.dealerships.some((d) => d.id === car.dealership_id);
  if (!car || !ours) return json({ errors: [{ field: "car_id", message: "is not a car of this site" }] }, 404);
  const disclaimer = car.finance_lenders?.[siteProvider(ctx.site).name]?.disclaimer ?? financeDisclaimer(ctx.site);
  return json({ disclaimer });
};

/** The finance and trade-in API routes; `now` is injectable so tests can fix the date. */
export function createFinanceRoutes(now: () => Date = () => new Date()): ApiRoute[] {
  return [
    { method: "POST", path: "/api/youx/quote", handler: quoteHandler },
    { method: "POST", path: "/api/trade-in/estimate", handler: tradeInEstimateHandler(now) },
    { method: "GET", path: "/api/finance/disclaimer", handler: disclaimerHandler },
  ];
}

export const financeRoutes: ApiRoute[] = createFinanceRoutes();
