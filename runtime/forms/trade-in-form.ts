import type { FieldPart, FormValues, LeadFormDefinition, FormBuildContext } from "./form-types.ts";
import { defineSteppedForm } from "./define-form.ts";
import { contactFields } from "./contact-fields.ts";
import { optInField, termsField } from "./option-fields.ts";
import { kmsField, ownVehicleFields, regoStateField } from "./vehicle-fields.ts";
import { leadFieldSchema } from "./lead-field-schemas.ts";
import { LEAD_EVENT } from "./lead-event.ts";

/** A condition question as the browser sees it: what each answer is worth stays on the server. */
export interface ConditionChoice {
  id: string;
  label: string;
  options: readonly { value: string; label: string }[];
}

export const TRADE_IN_STEP = { car: "Your car", odometer: "Odometer", condition: "Condition", details: "Your details" } as const;
const TRADE_IN_CATEGORY = "Trade-In Enquiry";
const GET_VALUATION = "Get My Valuation";
// Form keys of the condition answers; the lead carries them as its adjustmentAnswers object (spec §7).
const ANSWER_KEY_PREFIX = "answer__";

/** Only the id, label and options of each question (drops anything else the server keeps with them). */
export function conditionChoices(questions: readonly ConditionChoice[]): ConditionChoice[] {
  return questions.map(({ id, label, options }) => ({ id, label, options: options.map(({ value, label: text }) => ({ value, label: text })) }));
}

/**
 * The trade-in valuation (spec §5, §7): rego and state with the car's make, model and year, its odometer, the
 * condition questions, then the shopper's details; one step at a time. The year may be at most next year's.
 */
export function tradeInForm(context: FormBuildContext, questions: readonly ConditionChoice[], now = new Date()): LeadFormDefinition {
  const { site } = context;
  const [make, model, year] = ownVehicleFields(true) as [FieldPart, FieldPart, FieldPart];
  const latestYear = { ...year, schema: { ...year.schema, maximum: now.getFullYear() + 1 } };
  const rego: FieldPart = {
    name: "Rego",
    schema: leadFieldSchema("Rego", "Rego"),
    required: true,
    ui: { "ui:options": { autoCapitalize: "characters" } },
  };
  return defineSteppedForm("trade-in", context, {
    groups: [
      [TRADE_IN_STEP.car, [rego, regoStateField(site), make, model, latestYear]],
      [TRADE_IN_STEP.odometer, [kmsField(true)]],
      [TRADE_IN_STEP.condition, questions.map(answerField)],
      [TRADE_IN_STEP.details, [...contactFields(), optInField(site), termsField(site)]],
    ],
    fixed: { category: TRADE_IN_CATEGORY },
    eventId: LEAD_EVENT.defaultEnquiry,
    submitLabel: GET_VALUATION,
  });
}

function answerField(question: ConditionChoice): FieldPart {
  return {
    name: ANSWER_KEY_PREFIX + question.id,
    schema: { type: "string", title: question.label, oneOf: question.options.map((o) => ({ const: o.value, title: o.label })) },
    required: true,
    ui: { "ui:widget": "radio" },
  };
}

/** The condition answers out of the form values, as the lead's adjustmentAnswers; the other values as they are. */
export function splitConditionAnswers(values: FormValues): { rest: FormValues; adjustmentAnswers: Record<string, string> } {
  const rest: FormValues = {};
  const adjustmentAnswers: Record<string, string> = {};
  for (const [key, value] of Object.entries(values)) {
    if (!key.startsWith(ANSWER_KEY_PREFIX)) rest[key] = value;
    else if (typeof value === "string") adjustmentAnswers[key.slice(ANSWER_KEY_PREFIX.length)] = value;
  }
  return { rest, adjustmentAnswers };
}

/** The form values a lead's adjustmentAnswers stand for (the API re-checks a complete lead by its form). */
export function conditionAnswerValues(adjustmentAnswers: Record<string, unknown>): FormValues {
  return Object.fromEntries(Object.entries(adjustmentAnswers).map(([id, answer]) => [ANSWER_KEY_PREFIX + id, answer]));
}
