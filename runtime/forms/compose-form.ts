import type { UiSchema } from "@rjsf/utils";
import type { FieldPart, FormValues, LeadFormDefinition } from "./form-types.ts";

type Composed = Pick<LeadFormDefinition, "schema" | "uiSchema" | "initialValues">;

/** Turns a list of field parts (null: not on this site) into one object schema, UI schema and start values. */
export function composeForm(parts: readonly (FieldPart | null)[], submitLabel: string): Composed {
  const present = parts.filter((part): part is FieldPart => part !== null);
  const properties: Composed["schema"]["properties"] = {};
  const uiSchema: UiSchema = { "ui:order": present.map((p) => p.name), "ui:submitButtonOptions": { submitText: submitLabel } };
  const initialValues: FormValues = {};
  for (const part of present) {
    properties[part.name] = part.schema;
    if (part.ui) uiSchema[part.name] = part.ui;
    if (part.initial !== undefined) initialValues[part.name] = part.initial;
  }
  const required = present.filter((p) => p.required).map((p) => p.name);
  return { schema: { type: "object", properties, required }, uiSchema, initialValues };
}
