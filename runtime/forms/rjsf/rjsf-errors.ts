import type { ErrorTransformer, RJSFSchema, RJSFValidationError } from "@rjsf/utils";
import { fieldMessage } from "../error-messages.ts";
import type { LeadFormDefinition } from "../form-types.ts";

/** The top-level field an rjsf error is about (`.postcode`, `postcode`, `['Vehicle Make']` -> the name). */
export function errorField(error: Pick<RJSFValidationError, "property" | "name" | "params">): string {
  const property = (error.property ?? "").replace(/^\./, "");
  const bracket = /^\['([^']+)'\]/.exec(property);
  const field = bracket ? bracket[1]! : property.split(/[.[]/)[0]!;
  if (field) return field;
  return error.name === "required" ? String(error.params?.missingProperty ?? "") : "";
}

/** rjsf's transformErrors: every message in the same words the API uses (spec §5 for postcode and terms). */
export function leadErrorTransformer(form: Pick<LeadFormDefinition, "schema" | "termsMessage">): ErrorTransformer {
  return (errors) => {
    const seen = new Set<string>();
    const transformed: RJSFValidationError[] = [];
    for (const error of errors) {
      const field = errorField(error);
      if (seen.has(field)) continue;
      seen.add(field);
      const schema = form.schema.properties[field] as RJSFSchema | undefined;
      const message = fieldMessage(
        { field, keyword: error.name ?? "", title: schema?.title, params: error.params },
        form.termsMessage,
      );
      transformed.push({ ...error, property: `.${field}`, message, stack: message });
    }
    return transformed;
  };
}
