import type { Ref } from "react";
import type { RJSFSchema, UiSchema } from "@rjsf/utils";
import type { FormValues, LeadFormDefinition } from "../form-types.ts";
import type { LeadFieldError } from "../lead-types.ts";
import type { AvailableDay } from "../test-drive-slots.ts";
import { FORM_POST_PATH } from "../form-post-fields.ts";
import { formKey } from "../payload-keys.ts";
import { controlKind } from "./control-kind.ts";
import { ErrorSummary } from "./error-summary.tsx";
import { errorIdOf, FieldShell } from "./field-shell.tsx";
import { fieldIdOf } from "./field-ids.ts";
import { HoneypotField } from "./honeypot-field.tsx";
import { LeadControl } from "./lead-control.tsx";

export interface StaticLeadFormProps {
  form: LeadFormDefinition;
  idPrefix: string;
  values: FormValues;
  errors: LeadFieldError[];
  /** Hidden fields the server needs to rebuild the form and come back (see FORM_POST). */
  hidden: Record<string, string>;
  availability: AvailableDay[] | null;
  formRef?: Ref<HTMLFormElement>;
}

/**
 * The form as the server renders it: a real `<form method="post">` to /api/leads/form that works before and
 * without JavaScript. Fields come from the same schema and UI schema as the rjsf form, with the same markup.
 */
export function StaticLeadForm({ form, idPrefix, values, errors, hidden, availability, formRef }: StaticLeadFormProps) {
  const errorOf = (field: string) => errors.find((e) => formKey(e.field) === field)?.message ?? null;
  const order = (form.uiSchema["ui:order"] as string[] | undefined) ?? Object.keys(form.schema.properties);
  const summary = errors.map((e) => ({ fieldId: fieldIdOf(idPrefix, formKey(e.field)), message: e.message }));
  const field = (name: string) => renderField(name, form, idPrefix, values, errorOf(name), availability);
  return (
    <form className="fc-lead-form" method="post" action={FORM_POST_PATH} id={`${idPrefix}-form`} ref={formRef}>
      <ErrorSummary errors={summary} focusSignal={0} id={`${idPrefix}-errors`} />
      {Object.entries(hidden).map(([name, value]) => (
        <input key={name} type="hidden" name={name} value={value} />
      ))}
      <HoneypotField idPrefix={idPrefix} />
      <div className="fc-lead-fields">
        {form.steps
          ? form.steps.map((step) => (
              <fieldset key={step.title} className="fc-lead-step">
                <legend>{step.title}</legend>
                {step.fields.map(field)}
              </fieldset>
            ))
          : order.map(field)}
      </div>
      <button type="submit" className="fc-lead-submit">
        {form.submitLabel}
      </button>
    </form>
  );
}

function renderField(
  name: string,
  form: LeadFormDefinition,
  idPrefix: string,
  values: FormValues,
  error: string | null,
  availability: AvailableDay[] | null,
) {
  const schema = form.schema.properties[name] as RJSFSchema;
  const ui = (form.uiSchema[name] ?? {}) as UiSchema;
  const kind = controlKind(schema, ui);
  const id = fieldIdOf(idPrefix, name);
  const required = form.schema.required.includes(name);
  const label = String(schema.title ?? name);
  return (
    <FieldShell key={name} id={id} name={name} kind={kind} label={label} required={required} error={error}>
      <LeadControl
        id={id}
        name={name}
        kind={kind}
        schema={schema}
        ui={ui}
        label={label}
        value={values[name]}
        required={required}
        invalid={error !== null}
        describedBy={error ? errorIdOf(id) : undefined}
        availability={availability}
        chosenDate={typeof values.preferred_date === "string" ? values.preferred_date : undefined}
      />
    </FieldShell>
  );
}
