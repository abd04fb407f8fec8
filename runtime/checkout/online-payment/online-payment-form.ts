import type { Site } from "../../types/index.ts";
import type { FieldPart, FormValues } from "../../forms/form-types.ts";
import type { LeadFieldError } from "../../forms/lead-types.ts";
import { composeForm } from "../../forms/compose-form.ts";
import { contactFields } from "../../forms/contact-fields.ts";
import { fieldMessage } from "../../forms/error-messages.ts";
import { formProblems } from "../../forms/form-problems.ts";
import { paymentAmountCents } from "../../rules/payment-amount.ts";
import { CARD_NUMBER, type StepForm } from "../journey/journey-steps.ts";

export const PURPOSES = { invoice: "Invoice", "deposit-top-up": "Deposit top-up" } as const;

/** The /online-payment form: the dealer's reference, what it is for, the amount, the shopper and the card. */
export function onlinePaymentForm(site: Site): StepForm {
  const [first, last, email, phone] = contactFields();
  const parts: FieldPart[] = [
    { name: "reference", schema: { type: "string", title: "Invoice or Reference Number", maxLength: 30, pattern: "^[A-Za-z0-9][A-Za-z0-9 /-]{2,29}$" }, required: true },
    {
      name: "purpose",
      schema: { type: "string", title: "What are you paying?", oneOf: Object.entries(PURPOSES).map(([value, title]) => ({ const: value, title })) },
      required: true,
      ui: { "ui:widget": "radio" },
    },
    { name: "amount", schema: { type: "string", title: "Amount", maxLength: 20 }, required: true, ui: { "ui:options": { inputMode: "decimal" } } },
    first!,
    last!,
    email!,
    { ...phone!, required: false },
    CARD_NUMBER,
  ];
  return { ...composeForm(parts, "Pay Now"), submitLabel: "Pay Now", termsMessage: site.leads.terms.error_message };
}

/** What is wrong with the form's values, in the form's words and the amount's bounds. */
export function onlinePaymentProblems(form: StepForm, values: FormValues): LeadFieldError[] {
  const errors = formProblems(values, form).map((problem) => ({ field: problem.field, message: fieldMessage(problem, form.termsMessage) }));
  const amount = typeof values.amount === "string" ? paymentAmountCents(values.amount) : null;
  if (amount && "message" in amount && !errors.some((error) => error.field === "amount")) errors.push({ field: "amount", message: amount.message });
  return inFormOrder(form, errors);
}

/** Errors in the order the form shows its fields. */
export function inFormOrder(form: StepForm, errors: LeadFieldError[]): LeadFieldError[] {
  const order = Object.keys(form.schema.properties);
  return [...errors].sort((a, b) => order.indexOf(a.field) - order.indexOf(b.field));
}
