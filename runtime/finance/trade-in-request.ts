import { CONDITION_QUESTIONS } from "./trade-in-questions.ts";

/** Body of POST /api/trade-in/estimate, once validated. */
export interface TradeInRequest {
  make: string;
  model: string;
  year: number;
  km: number;
  adjustmentAnswers: Record<string, string>;
}

const text = { type: "string", minLength: 1, maxLength: 100, pattern: "\\S" };

/** The request schema, with the condition questions' answers as its allowed values. */
export const tradeInRequestSchema = {
  type: "object",
  additionalProperties: false,
  required: ["make", "model", "year", "km"],
  properties: {
    make: text,
    model: text,
    year: { type: "integer", minimum: 1900, maximum: 2100 },
    km: { type: "integer", minimum: 0, maximum: 2000000 },
    adjustmentAnswers: {
      type: "object",
      additionalProperties: false,
      default: {},
      properties: Object.fromEntries(
        CONDITION_QUESTIONS.map((q) => [q.id, { enum: q.options.map((o) => o.value) }]),
      ),
    },
  },
};
