import type { FormValues } from "../../forms/form-types.ts";
import type { LeadFieldError } from "../../forms/lead-types.ts";
import { fieldMessage } from "../../forms/error-messages.ts";
import { formProblems } from "../../forms/form-problems.ts";
import { DELIVERY_POSTCODE_REQUIRED } from "../../rules/delivery-quote.ts";
import type { JourneyStep } from "./journey-steps.ts";

/**
 * What is wrong with a step's answers, in the spec's words: the step's form check (the same the browser runs),
 * then what one answer asks of another (a delivery needs a postcode, a trade-in its make and model).
 */
export function stepProblems(step: JourneyStep, values: FormValues): LeadFieldError[] {
  const errors = formProblems(values, step.form).map((problem) => ({ field: problem.field, message: fieldMessage(problem, step.form.termsMessage) }));
  const missing = (field: string) => values[field] === undefined && !errors.some((error) => error.field === field);
  if (step.id === "delivery" && values.handover === "delivery" && missing("postcode")) {
    errors.push({ field: "postcode", message: DELIVERY_POSTCODE_REQUIRED });
  }
  if (step.id === "trade-in" && values["do-you-have-a-trade-in"] === "Yes" && missing("trade_in_vehicle")) {
    errors.push({ field: "trade_in_vehicle", message: "Trade-in Make and Model is required." });
  }
  return errors;
}
