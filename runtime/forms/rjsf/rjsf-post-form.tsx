import { useMemo, useRef } from "react";
import Form from "@rjsf/core";
import type { RJSFSchema } from "@rjsf/utils";
import type { FormValues, LeadFormDefinition } from "../form-types.ts";
import type { LeadFieldError } from "../lead-types.ts";
import { useHydrated } from "../../ui/use-hydrated.ts";
import { readStaticForm } from "../ui/read-static-form.ts";
import { useLeadRjsf } from "./lead-registry.ts";
import type { LeadFormContext } from "./lead-form-context.ts";
import { serverErrorSchema } from "./rjsf-lead-form.tsx";

export interface RjsfPostFormProps {
  form: Pick<LeadFormDefinition, "schema" | "uiSchema" | "submitLabel" | "termsMessage">;
  /** No underscore: rjsf names each control `{idPrefix}_{field}`. */
  idPrefix: string;
  values: FormValues;
  /** What the server found wrong with the values it was last sent, shown at their fields. */
  errors: LeadFieldError[];
  action: string;
  hidden: Record<string, string>;
  /** A Back button that posts the values as they are (unchecked), named `go=back`. */
  back: boolean;
}

/**
 * A JSON Schema form (rjsf, the lead forms' widgets, templates and check) that is a plain form post: the server
 * answers with a redirect, so it works without JavaScript. Once hydrated it checks the answers first and posts
 * only what passes; Back posts whatever was typed, so nothing is lost either way.
 */
export default function RjsfPostForm({ form, idPrefix, values: initial, errors, action, hidden, back }: RjsfPostFormProps) {
  const hydrated = useHydrated();
  const { values, failedChecks, formProps } = useLeadRjsf(idPrefix, form.termsMessage, initial, (target) => readStaticForm(target, form));
  const element = useRef<HTMLFormElement | null>(null);
  const extraErrors = useMemo(() => (failedChecks > 0 ? undefined : serverErrorSchema(errors, form)), [errors, form, failedChecks]);
  const context: LeadFormContext = { idPrefix, values, availability: null, submitting: false, interactive: hydrated, steps: null, focusSignal: failedChecks };
  const post = (go: "next" | "back") => {
    const target = element.current ?? (document.getElementById(`${idPrefix}-form`) as HTMLFormElement);
    const input = Object.assign(document.createElement("input"), { type: "hidden", name: "go", value: go });
    target.append(input);
    target.submit();
  };
  return (
    <Form<FormValues, RJSFSchema, LeadFormContext>
      ref={(instance) => {
        element.current = instance?.formElement.current ?? null;
      }}
      {...formProps}
      action={action}
      method="post"
      schema={form.schema}
      uiSchema={form.uiSchema}
      formContext={context}
      extraErrors={extraErrors}
      onSubmit={() => post("next")}
    >
      {Object.entries(hidden).map(([name, value]) => (
        <input key={name} type="hidden" name={name} value={value} />
      ))}
      <div className="fc-lead-actions">
        <button type="submit" className="fc-lead-submit">
          {form.submitLabel}
        </button>
        {back && (
          <button
            type="submit"
            name="go"
            value="back"
            className="fc-lead-back"
            onClick={(event) => {
              event.preventDefault();
              post("back");
            }}
          >
            Back
          </button>
        )}
      </div>
    </Form>
  );
}
