import { useEffect, useMemo, useRef, useState } from "react";
import Form from "@rjsf/core";
import type { ErrorSchema, RJSFSchema } from "@rjsf/utils";
import type { FormValues, LeadFormDefinition } from "../form-types.ts";
import type { LeadFieldError } from "../lead-types.ts";
import { slotsShown, withOfferedSlot, type SlotChoices } from "../slot-choices.ts";
import { formKey } from "../payload-keys.ts";
import { FORM_POST_PATH } from "../form-post-fields.ts";
import { useHydrated } from "../../ui/use-hydrated.ts";
import { HoneypotField } from "../ui/honeypot-field.tsx";
import { useLeadRjsf } from "./lead-registry.ts";
import type { LeadFormContext } from "./lead-form-context.ts";
import { formSteps, stepForm } from "./step-form.ts";

export interface RjsfLeadFormProps {
  form: LeadFormDefinition;
  idPrefix: string;
  initialValues: FormValues;
  availability: SlotChoices;
  submitting: boolean;
  /** Field errors the API answered with (shown at their fields until the next submit). */
  serverErrors: LeadFieldError[];
  /** Bumped by the parent when a submission fails, so the summary takes focus. */
  failureSignal: number;
  /** Multi-step forms: a step passed its checks; the next is shown once this settles (e.g. the step is stored). */
  onStepComplete?(step: number, values: FormValues): Promise<void>;
  onSubmit(values: FormValues, honeypot: string): void;
  /**
   * A form that works without JavaScript: it posts itself to the no-JavaScript lead route with these hidden
   * fields, every step at once, until it has hydrated.
   */
  post?: Record<string, string>;
  /** Once hydrated, values to put over the server's (what was typed before hydration, a remembered contact). */
  adopt?: (element: HTMLFormElement) => FormValues;
}


/**
 * A lead form on @rjsf/core, the same on the server and in the browser. Its validator is the server's own
 * check, over precompiled rules. With `post`, the server's HTML is a plain form that posts without JavaScript
 * (every step at once) and hydrates into this one. Multi-step forms then go forward a step at a time, each
 * checked before the next; the last step submits.
 */
export default function RjsfLeadForm(props: RjsfLeadFormProps) {
  const { form, idPrefix, availability, submitting, post, adopt } = props;
  const hydrated = useHydrated();
  const allSteps = post !== undefined && !hydrated;
  const steps = formSteps(form);
  const [step, setStep] = useState(0);
  // What was typed before hydration, and a remembered contact, go over the server's values.
  const { values, setValues, failedChecks, formProps } = useLeadRjsf(idPrefix, form.termsMessage, props.initialValues, adopt);
  const honeypot = useRef<HTMLInputElement>(null);
  const stepHeading = useRef<HTMLHeadingElement>(null);
  const current = useMemo(() => (allSteps ? form : stepForm(form, steps[step]!.fields)), [allSteps, form, steps, step]);
  const isLast = step === steps.length - 1;

  // Fresh slots (the page fetched again after a slot was refused): a choice no longer offered is cleared.
  useEffect(() => setValues((shown) => withOfferedSlot(shown, slotsShown(availability, shown.location_id))), [availability]);

  const extraErrors = useMemo(() => serverErrorSchema(props.serverErrors, current), [props.serverErrors, current]);
  const context: LeadFormContext = {
    idPrefix,
    values,
    availability: slotsShown(availability, values.location_id),
    submitting,
    interactive: hydrated,
    steps: allSteps ? (form.steps ?? null) : null,
    focusSignal: failedChecks + props.failureSignal,
  };

  return (
    <>
      {steps.length > 1 && !allSteps && (
        <h3 className="fc-lead-step-title" tabIndex={-1} ref={stepHeading} aria-live="polite">
          {`Step ${step + 1} of ${steps.length}: ${steps[step]!.title}`}
        </h3>
      )}
      <Form<FormValues, RJSFSchema, LeadFormContext>
        {...formProps}
        action={post ? FORM_POST_PATH : undefined}
        method={post ? "post" : undefined}
        schema={current.schema}
        uiSchema={current.uiSchema}
        formContext={context}
        // rjsf would otherwise preselect the first of several dealerships or locations (a oneOf of consts);
        // the shopper must choose one (spec §5: only a single option is selected).
        experimental_defaultFormStateBehavior={{ constAsDefaults: "skipOneOf" }}
        extraErrors={extraErrors}
        onSubmit={async (event) => {
          const submitted = event.formData ?? values;
          if (isLast) return props.onSubmit(submitted, honeypot.current?.value ?? "");
          await props.onStepComplete?.(step, submitted);
          setStep(step + 1);
          requestAnimationFrame(() => stepHeading.current?.focus());
        }}
      >
        {Object.entries(post ?? {}).map(([name, value]) => (
          <input key={name} type="hidden" name={name} value={value} />
        ))}
        <HoneypotField idPrefix={idPrefix} inputRef={honeypot} />
        <div className="fc-lead-actions">
          {step > 0 && (
            <button type="button" className="fc-lead-back" onClick={() => setStep(step - 1)} disabled={submitting}>
              Back
            </button>
          )}
          <button type="submit" className="fc-lead-submit" disabled={submitting} aria-busy={submitting || undefined}>
            {submitting && <span className="fc-lead-spinner" role="status" aria-label="Submitting" />}
            {isLast || allSteps ? form.submitLabel : "Next"}
          </button>
        </div>
      </Form>
    </>
  );
}

/** The API's field errors (or a refused post's) that belong to the fields shown, as rjsf extraErrors. */
export function serverErrorSchema(errors: readonly LeadFieldError[], current: Pick<LeadFormDefinition, "schema">): ErrorSchema<FormValues> | undefined {
  const schema: Record<string, { __errors: string[] }> = {};
  for (const error of errors) {
    const field = formKey(error.field);
    if (Object.hasOwn(current.schema.properties, field)) schema[field] = { __errors: [error.message] };
  }
  return Object.keys(schema).length > 0 ? (schema as ErrorSchema<FormValues>) : undefined;
}
