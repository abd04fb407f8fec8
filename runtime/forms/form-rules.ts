import type { FieldProblem } from "./error-messages.ts";
import type { FormValues, LeadFormDefinition } from "./form-types.ts";

/**
 * Rules JSON Schema does not carry in a form rjsf can render: the terms agreement must be ticked (a `const`
 * would make rjsf tick it by default). Checked in the browser (customValidate) and by the API.
 */
export function formRuleProblems(values: FormValues, form: Pick<LeadFormDefinition, "schema">): FieldProblem[] {
  const terms = form.schema.properties.terms_conditions;
  if (terms && values.terms_conditions !== true) {
    return [{ field: "terms_conditions", keyword: "const", title: String(terms.title ?? "") }];
  }
  return [];
}
