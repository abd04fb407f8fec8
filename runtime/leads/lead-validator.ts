import leadSchema from "../../schemas/lead.schema.json" with { type: "json" };
import type { ValidateFunction } from "ajv";
import { LRUCache } from "lru-cache";
import type { FormValues, LeadFormDefinition } from "../forms/form-types.ts";
import { fieldMessage } from "../forms/error-messages.ts";
import { formRuleProblems } from "../forms/form-rules.ts";
import { createAjv } from "../site/create-ajv.ts";
import { ajvFieldErrors } from "./ajv-field-errors.ts";
import type { LeadFieldError, LeadSubmission, MiscellaneousRecord } from "../forms/lead-types.ts";

const ajv = createAjv({ useDefaults: false });
const validateSubmission = ajv.compile<LeadSubmission>(leadSchema);
const validateMiscellaneous = ajv.compile<MiscellaneousRecord>(leadSchema.$defs.MiscellaneousRecord);
// Forms differ per site and car type, so there are few; the bound only guards against a leak. A dropped
// validator's schema leaves ajv too, or ajv would keep every schema it ever compiled.
const formValidators = new LRUCache<string, ValidateFunction>({
  max: 500,
  dispose: (validate) => ajv.removeSchema(validate.schema as object),
});

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

/** Checks form values by the form's own schema (required fields for this site) and its extra rules. */
export function checkFormValues(values: FormValues, form: LeadFormDefinition): LeadFieldError[] {
  const validate = formValidator(form);
  const titles = Object.fromEntries(Object.entries(form.schema.properties).map(([k, s]) => [k, String(s.title ?? k)]));
  const errors = validate(values) ? [] : ajvFieldErrors(validate.errors ?? [], "", form.termsMessage, titles);
  for (const problem of formRuleProblems(values, form)) {
    if (!errors.some((e) => e.field === problem.field)) {
      errors.push({ field: problem.field, message: fieldMessage(problem, form.termsMessage) });
    }
  }
  // In the order the form shows its fields, as the error summary lists them.
  const order = Object.keys(form.schema.properties);
  return errors.sort((a, b) => order.indexOf(a.field) - order.indexOf(b.field));
}

function formValidator(form: LeadFormDefinition): ValidateFunction {
  const key = JSON.stringify(form.schema);
  let validate = formValidators.get(key);
  if (!validate) {
    validate = ajv.compile(form.schema);
    formValidators.set(key, validate);
  }
  return validate;
}
