import type { UiSchema } from "@rjsf/utils";
import type { FormStep, LeadFormDefinition } from "../form-types.ts";

/** The steps a form is shown in: its own (multi-step form) or one step of every field. */
export function formSteps(form: LeadFormDefinition): FormStep[] {
  if (form.steps && form.steps.length > 0) return form.steps;
  const order = (form.uiSchema["ui:order"] as string[] | undefined) ?? Object.keys(form.schema.properties);
  return [{ title: "", fields: order }];
}

/** The part of a form one step shows and checks: its fields, their required flags and UI. */
export function stepForm(form: LeadFormDefinition, fields: readonly string[]): LeadFormDefinition {
  const properties = Object.fromEntries(fields.map((name) => [name, form.schema.properties[name]!]));
  const uiSchema: UiSchema = { "ui:order": [...fields] };
  for (const name of fields) if (form.uiSchema[name]) uiSchema[name] = form.uiSchema[name];
  return {
    ...form,
    schema: { type: "object", properties, required: form.schema.required.filter((name) => fields.includes(name)) },
    uiSchema,
  };
}
