import type { Site } from "../types/index.ts";
import type { LeadCar } from "../forms/leads-options.ts";
import type { FormValues } from "../forms/form-types.ts";
import { buildLeadForm } from "../forms/lead-forms.ts";
import { serviceValues } from "../forms/additional-services.ts";
import { formKey } from "../forms/payload-keys.ts";
import { conditionAnswerValues } from "../forms/trade-in-form.ts";
import type { LeadFieldError, LeadUserData } from "../forms/lead-types.ts";
import { checkFormValues } from "./lead-validator.ts";

/**
 * A lead that completes must satisfy its form's rules for this site (the same schema the browser renders), so
 * a shopper without JavaScript or a hand-made request cannot skip a required field. A lead that names no
 * form needs at least a name and a way to reply.
 */
export function completeLeadErrors(userData: LeadUserData, site: Site, car: LeadCar | null): LeadFieldError[] {
  const form = userData.form ? buildLeadForm(userData.form, { site, car }) : null;
  if (!form) return contactErrors(userData);
  const radioKeys = new Set(site.leads.additional_services.filter((s) => s.input === "radio").map((s) => s.key));
  const { additional_services = [], adjustmentAnswers = {}, ...rest } = userData;
  const values: FormValues = { ...serviceValues(additional_services, radioKeys), ...conditionAnswerValues(adjustmentAnswers) };
  for (const [key, value] of Object.entries(rest)) values[formKey(key)] = value;
  return checkFormValues(values, form);
}

function contactErrors(userData: LeadUserData): LeadFieldError[] {
  const errors: LeadFieldError[] = [];
  if (!userData.name) errors.push({ field: "name", message: "First Name is required." });
  if (!userData.email && !userData.phone) errors.push({ field: "email", message: "Email or phone is required." });
  return errors;
}
