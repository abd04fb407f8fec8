import type { FormValues, LeadFormDefinition } from "../form-types.ts";
import { coerceFormValues } from "../coerce-form-values.ts";

/** What the shopper typed into the server's form before it hydrated (nothing is lost). */
export function readStaticForm(element: HTMLFormElement, form: Pick<LeadFormDefinition, "schema">): FormValues {
  const data = new FormData(element);
  const fields = new URLSearchParams();
  for (const [name, value] of data) if (typeof value === "string") fields.append(name, value);
  const values = coerceFormValues(fields, form);
  // An unticked checkbox posts nothing: it is an answer (false) the typed values must not lose.
  for (const [name, schema] of Object.entries(form.schema.properties)) {
    if (schema.type === "boolean" && !fields.has(name)) values[name] = undefined;
  }
  return values;
}
