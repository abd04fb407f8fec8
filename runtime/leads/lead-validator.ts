import leadSchema from "../../schemas/lead.schema.json" with { type: "json" };
import type { FormValues, LeadFormDefinition } from "../forms/form-types.ts";
import { fieldMessage } from "../forms/error-messages.ts";
import { formProblems } from "../forms/form-problems.ts";
import { createAjv } from "../site/create-ajv.ts";
import { ajvFieldErrors } from "./ajv-field-errors.ts";
import type { LeadFieldError, LeadSubmission, MiscellaneousRecord } from "../forms/lead-types.ts";

const ajv = createAjv({ useDefaults: false });
const validateSubmission = ajv.compile<LeadSubmission>(leadSchema);
const validateMiscellaneous = ajv.compile<MiscellaneousRecord>(leadSchema.$defs.MiscellaneousRecord);

type Checked<T> = { ok: true; value: T } | { ok: false; errors: LeadFieldError[] };

/** Checks a POST /api/leads body against schemas/lead.schema.json. */
export function checkLeadSubmission(body: unknown, termsMessage: string): Checked<LeadSubmission> {
  if (validateSubmission(body)) return { ok: true, value: body };
  return { ok: false, errors: ajvFieldErrors(validateSubmission.errors ?? [], "/userData", termsMessage) };
}

export function checkMiscellaneous(body: unknown): Checked<MiscellaneousRecord> {
  if (validateMiscellaneous(body)) return { ok: true, value: body };
  return { ok: false, errors: ajvFieldErrors(validateMiscellaneous.errors ?? [], "", "") };
}

/** Checks form values by the form's own schema (required fields for this site) and its extra rules, as the browser does. */
export function checkFormValues(values: FormValues, form: LeadFormDefinition): LeadFieldError[] {
  return formProblems(values, form).map((problem) => ({ field: problem.field, message: fieldMessage(problem, form.termsMessage) }));
}
