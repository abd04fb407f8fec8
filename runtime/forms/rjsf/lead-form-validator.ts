import { JUNK_OPTION_ID, toErrorSchema, type RJSFSchema, type RJSFValidationError, type ValidatorType } from "@rjsf/utils";
import { fieldMessage } from "../error-messages.ts";
import type { FormValues, LeadFormDefinition } from "../form-types.ts";
import { formProblems, valueProblem } from "../form-problems.ts";
import type { LeadFormContext } from "./lead-form-context.ts";

type FormSchema = LeadFormDefinition["schema"];

/**
 * rjsf's validator for lead forms: the server's own check (formProblems, over precompiled lead field rules) with
 * the API's wording, so the browser compiles no schema (no `unsafe-eval`) and agrees with the server word for word.
 * isValid serves rjsf's choice of a oneOf option (a select's `const` options).
 */
export function leadFormValidator(termsMessage: string): ValidatorType<FormValues, RJSFSchema, LeadFormContext> {
  const errorsOf = (values: FormValues | undefined, schema: RJSFSchema): RJSFValidationError[] =>
    formProblems(values ?? {}, { schema: schema as FormSchema }).map((problem) => {
      const message = fieldMessage(problem, termsMessage);
      return { name: problem.keyword, property: `.${problem.field}`, message, stack: message, params: problem.params };
    });
  return {
    validateFormData(values, schema) {
      const errors = errorsOf(values, schema);
      return { errors, errorSchema: toErrorSchema<FormValues>(errors) };
    },
    rawValidation(schema, values) {
      return { errors: errorsOf(values, schema) as never[] };
    },
    isValid(schema, value) {
      if (schema.$id === JUNK_OPTION_ID) return false;
      if (schema.type === "object") return errorsOf(value, { required: [], ...schema }).length === 0;
      return valueProblem(schema, value) === null;
    },
  };
}
