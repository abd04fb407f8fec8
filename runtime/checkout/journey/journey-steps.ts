import type { RJSFSchema } from "@rjsf/utils";
import type { Site } from "../../types/index.ts";
import type { FieldPart, LeadFormDefinition } from "../../forms/form-types.ts";
import { composeForm } from "../../forms/compose-form.ts";
import { contactFields } from "../../forms/contact-fields.ts";
import { leadFieldSchema } from "../../forms/lead-field-schemas.ts";
import { kmsField, yesNoField } from "../../forms/vehicle-fields.ts";
import { FREQUENCIES } from "../../rules/finance/frequency.ts";
import { formatPrice } from "../../rules/price-display.ts";

export const STEP_IDS = ["details", "delivery", "trade-in", "payment", "review", "deposit"] as const;
export type StepId = (typeof STEP_IDS)[number];

/** One step's JSON Schema form: what the rjsf form renders, the browser checks and the server checks again. */
export type StepForm = Pick<LeadFormDefinition, "schema" | "uiSchema" | "initialValues" | "submitLabel" | "termsMessage">;

export interface JourneyStep {
  id: StepId;
  title: string;
  form: StepForm;
}

const STATES = ["act", "nsw", "nt", "qld", "sa", "tas", "vic", "wa"];

/** The test provider's card number, on the journey's deposit step and the online payment form. */
export const CARD_NUMBER: FieldPart = {
  name: "card_number",
  schema: { type: "string", title: "Card number", maxLength: 23, pattern: "^[0-9 -]{12,23}$" },
  required: true,
  ui: { "ui:autocomplete": "cc-number", "ui:options": { inputMode: "numeric" } },
};

const choice = (title: string, options: [value: string, label: string][]): RJSFSchema => ({
  type: "string",
  title,
  oneOf: options.map(([value, label]) => ({ const: value, title: label })),
});

/** The online purchase journey's steps for a site (issue 21 §3); the deposit is the last. */
export function journeySteps(site: Site, term: { max: number; initial: number }): JourneyStep[] {
  const [first, last, email, phone] = contactFields();
  const step = (id: StepId, title: string, parts: FieldPart[], submitLabel = "Next"): JourneyStep => ({
    id,
    title,
    form: { ...composeForm(parts, submitLabel), submitLabel, termsMessage: site.leads.terms.error_message },
  });
  return [
    step("details", "Your details and licence", [
      first!,
      { ...last!, required: true },
      email!,
      phone!,
      {
        name: "licence_number",
        schema: { type: "string", title: "Driver Licence Number", maxLength: 12, pattern: "^[A-Za-z0-9]{4,12}$" },
        required: true,
        ui: { "ui:options": { autoCapitalize: "characters" } },
      },
      {
        name: "licence_state",
        schema: { type: "string", title: "Licence State", enum: STATES },
        required: true,
        ui: { "ui:enumNames": STATES.map((state) => state.toUpperCase()) },
        initial: site.leads.default_state,
      },
    ]),
    step("delivery", "Delivery or pick-up", [
      {
        name: "handover",
        schema: choice("Delivery or pick-up", [["pickup", "Pick up from the dealership"], ["delivery", "Deliver it to me"]]),
        required: true,
        ui: { "ui:widget": "radio" },
      },
      { name: "postcode", schema: leadFieldSchema("postcode", "Delivery Postcode"), ui: { "ui:autocomplete": "postal-code", "ui:options": { inputMode: "numeric" } } },
    ]),
    step("trade-in", "Trade-in", [
      { ...yesNoField("do-you-have-a-trade-in", "Do you have a trade-in?"), required: true },
      { name: "trade_in_vehicle", schema: { type: "string", title: "Trade-in Make and Model", maxLength: 100 } },
      { name: "vehicle_year", schema: leadFieldSchema("vehicle_year", "Trade-in Year"), ui: { "ui:options": { inputMode: "numeric" } } },
      kmsField(false),
    ]),
    step("payment", "Finance or cash", [
      {
        name: "settlement",
        schema: choice("How will you pay?", [["cash", "Cash, card or bank transfer"], ["finance", "Finance, with the calculator's figures"], ["quote", "Ask for a finance quote"]]),
        required: true,
        ui: { "ui:widget": "radio" },
      },
      { name: "finance_deposit", schema: { type: "integer", title: "Finance Deposit", minimum: 0, maximum: 250000 }, ui: { "ui:widget": "money" }, initial: 0 },
      {
        name: "finance_term",
        schema: { type: "integer", title: "Loan Term (years)", enum: Array.from({ length: Math.floor(term.max) }, (_, i) => i + 1) },
        initial: Math.max(1, Math.floor(term.initial)),
      },
      { name: "frequency", schema: { type: "string", title: "Repayments", enum: [...FREQUENCIES] }, initial: "weekly" },
    ]),
    step("review", "Review", [
      { name: "terms_conditions", schema: leadFieldSchema("terms_conditions", site.leads.terms.label), required: true, ui: { "ui:widget": "checkbox" } },
    ], "Continue to Deposit"),
    step("deposit", "Deposit", [CARD_NUMBER], `Pay ${formatPrice(site.vehicle_page.reserve_deposit)} Deposit`),
  ];
}
