import type { ApiHandler } from "../types/index.ts";
import { badRequest, compileBodySchema, json, readJsonBody } from "./json-request.ts";
import type { QuoteRequest } from "../types/generated/quote-request.ts";
import quoteRequestSchema from "../../schemas/quote-request.schema.json" with { type: "json" };
import { quoteFor } from "./quote-engine.ts";
import { quoteProvider } from "./site-finance.ts";

const validate = compileBodySchema<QuoteRequest>(quoteRequestSchema);

/** POST /api/youx/quote: a repayment quote for a car, answered from the provider configuration. */
export const quoteHandler: ApiHandler = async (request, ctx) => {
  const provider = ctx.site ? quoteProvider(ctx.site) : null;
  if (!provider?.quoteRates) return json({ errors: [{ field: "site", message: "does not offer finance quotes" }] }, 404);
  const body = await readJsonBody(request, validate);
  if (body instanceof Response) return body;
  const answer = quoteFor(provider, body);
  if (!answer) {
    const scores = Object.keys(provider.quoteRates).join(", ");
    return badRequest([{ field: "selfAssessedCreditScore", message: `must be one of ${scores}` }]);
  }
  return json(answer);
};
