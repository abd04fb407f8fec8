import { useMemo, useRef, useState } from "react";
import Form from "@rjsf/core";
import validator from "@rjsf/validator-ajv8";
import type { CustomValidator, ErrorSchema, RegistryWidgetsType, RJSFSchema } from "@rjsf/utils";
import type { FormValues, LeadFormDefinition } from "../form-types.ts";
import type { LeadFieldError } from "../lead-types.ts";
import type { AvailableDay } from "../test-drive-slots.ts";
import { formRuleProblems } from "../form-rules.ts";
import { fieldMessage } from "../error-messages.ts";
import { formKey } from "../payload-keys.ts";
import { HoneypotField } from "../ui/honeypot-field.tsx";
import { LeadWidget } from "./lead-widget.tsx";
import { LeadErrorList, LeadFieldTemplate, LeadObjectTemplate } from "./lead-templates.tsx";
import { leadErrorTransformer } from "./rjsf-errors.ts";
import type { LeadFormContext } from "./lead-form-context.ts";
import { formSteps, stepForm } from "./step-form.ts";

export interface RjsfLeadFormProps {
  form: LeadFormDefinition;
  idPrefix: string;
  initialValues: FormValues;
  availability: AvailableDay[] | null;
  submitting: boolean;
  /** Field errors the API answered with (shown at their fields until the next submit). */
  serverErrors: LeadFieldError[];
  /** Bumped by the parent when a submission fails, so the summary takes focus. */
  failureSignal: number;
  onValuesChange(values: FormValues): void;
  /** Multi-step forms: a step passed its checks; the next is shown once this settles (e.g. the step is stored). */
  onStepComplete?(step: number, values: FormValues): Promise<void>;
  onSubmit(values: FormValues, honeypot: string): void;
}

const WIDGET_NAMES = [
  "TextWidget",
  "SelectWidget",
  "RadioWidget",
  "CheckboxWidget",
  "TextareaWidget",
  "EmailWidget",
  "DateWidget",
  "UpDownWidget",
  "money",
  "odometer",
  "tel",
  "slotDate",
  "slotTime",
  "radio",
  "checkbox",
  "textarea",
  "email",
];
const WIDGETS = Object.fromEntries(WIDGET_NAMES.map((name) => [name, LeadWidget])) as RegistryWidgetsType<
  FormValues,
  RJSFSchema,
  LeadFormContext
>;
const TEMPLATES = { FieldTemplate: LeadFieldTemplate, ErrorListTemplate: LeadErrorList, ObjectFieldTemplate: LeadObjectTemplate };

/**
 * A lead form on @rjsf/core with the ajv8 validator (loaded on demand: the page shows the no-JS form first).
 * Multi-step forms go forward a step at a time, each checked before the next; the last step submits.
 */
export default function RjsfLeadForm(props: RjsfLeadFormProps) {
  const { form, idPrefix, availability, submitting } = props;
  const steps = formSteps(form);
  const [step, setStep] = useState(0);
  const [values, setValues] = useState<FormValues>(props.initialValues);
  const [failedChecks, setFailedChecks] = useState(0);
  const honeypot = useRef<HTMLInputElement>(null);
  const stepHeading = useRef<HTMLHeadingElement>(null);
  const current = useMemo(() => stepForm(form, steps[step]!.fields), [form, steps, step]);
  const isLast = step === steps.length - 1;

  const customValidate: CustomValidator<FormValues, RJSFSchema, LeadFormContext> = (data, errors) => {
    for (const problem of formRuleProblems(data ?? {}, current)) {
      // An unanswered required field already has its (same) message from the schema check.
      if (data?.[problem.field] === undefined) continue;
      (errors as Record<string, { addError(message: string): void } | undefined>)[problem.field]?.addError(
        fieldMessage(problem, form.termsMessage),
      );
    }
    return errors;
  };

  const extraErrors = useMemo(() => serverErrorSchema(props.serverErrors, current), [props.serverErrors, current]);
  const context: LeadFormContext = {
    idPrefix,
    values,
    availability,
    submitting,
    focusSignal: failedChecks + props.failureSignal,
  };

  return (
    <>
      {steps.length > 1 && (
        <h3 className="fc-lead-step-title" tabIndex={-1} ref={stepHeading} aria-live="polite">
          {`Step ${step + 1} of ${steps.length}: ${steps[step]!.title}`}
        </h3>
      )}
      <Form<FormValues, RJSFSchema, LeadFormContext>
        className="fc-lead-form"
        id={`${idPrefix}-form`}
        schema={current.schema}
        uiSchema={current.uiSchema}
        formData={values}
        validator={validator}
        idPrefix={idPrefix}
        idSeparator="_"
        widgets={WIDGETS}
        templates={TEMPLATES}
        formContext={context}
        showErrorList="top"
        noHtml5Validate
        // rjsf would otherwise preselect the first of several dealerships or locations (a oneOf of consts);
        // the shopper must choose one (spec §5: only a single option is selected).
        experimental_defaultFormStateBehavior={{ constAsDefaults: "skipOneOf" }}
        focusOnFirstError={false}
        liveValidate={failedChecks > 0 ? "onChange" : undefined}
        transformErrors={leadErrorTransformer(current)}
        customValidate={customValidate}
        extraErrors={extraErrors}
        onChange={(event) => {
          const next = event.formData ?? {};
          setValues(next);
          props.onValuesChange(next);
        }}
        onError={() => setFailedChecks((n) => n + 1)}
        onSubmit={async (event) => {
          const submitted = event.formData ?? values;
          if (isLast) return props.onSubmit(submitted, honeypot.current?.value ?? "");
          await props.onStepComplete?.(step, submitted);
          setStep(step + 1);
          requestAnimationFrame(() => stepHeading.current?.focus());
        }}
      >
        <HoneypotField idPrefix={idPrefix} inputRef={honeypot} />
        <div className="fc-lead-actions">
          {step > 0 && (
            <button type="button" className="fc-lead-back" onClick={() => setStep(step - 1)} disabled={submitting}>
              Back
            </button>
          )}
          <button type="submit" className="fc-lead-submit" disabled={submitting} aria-busy={submitting || undefined}>
            {submitting && <span className="fc-lead-spinner" role="status" aria-label="Submitting" />}
            {isLast ? form.submitLabel : "Next"}
          </button>
        </div>
      </Form>
    </>
  );
}

/** The API's field errors that belong to this step's fields, as rjsf extraErrors. */
function serverErrorSchema(errors: readonly LeadFieldError[], current: LeadFormDefinition): ErrorSchema<FormValues> | undefined {
  const schema: Record<string, { __errors: string[] }> = {};
  for (const error of errors) {
    const field = formKey(error.field);
    if (Object.hasOwn(current.schema.properties, field)) schema[field] = { __errors: [error.message] };
  }
  return Object.keys(schema).length > 0 ? (schema as ErrorSchema<FormValues>) : undefined;
}
