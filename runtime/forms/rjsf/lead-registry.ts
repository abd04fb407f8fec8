import { useLayoutEffect, useMemo, useState } from "react";
import type { RegistryWidgetsType, RJSFSchema } from "@rjsf/utils";
import type { FormValues } from "../form-types.ts";
import { LeadWidget } from "./lead-widget.tsx";
import { LeadErrorList, LeadFieldTemplate, LeadObjectTemplate } from "./lead-templates.tsx";
import type { LeadFormContext } from "./lead-form-context.ts";
import { leadFormValidator } from "./lead-form-validator.ts";
import { LeadNumberField } from "./lead-number-field.tsx";

/** The widgets and templates every rjsf form of the platform renders with: one widget for every control. */
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
const LEAD_WIDGETS = Object.fromEntries(WIDGET_NAMES.map((name) => [name, LeadWidget])) as RegistryWidgetsType<FormValues, RJSFSchema, LeadFormContext>;

/**
 * What every rjsf form of the platform is rendered with: its widgets and templates, controls named
 * `{idPrefix}_{field}`, and the error summary on top instead of the browser's checks (the form's own check speaks).
 */
export const LEAD_FORM_PROPS = {
  idSeparator: "_",
  widgets: LEAD_WIDGETS,
  fields: { NumberField: LeadNumberField },
  templates: { FieldTemplate: LeadFieldTemplate, ErrorListTemplate: LeadErrorList, ObjectFieldTemplate: LeadObjectTemplate },
  showErrorList: "top",
  noHtml5Validate: true,
  focusOnFirstError: false,
} as const;

/**
 * The state and props both rjsf forms of the platform share: the values shown, checked as they change once a
 * submit has failed, by the lead forms' validator. `adopt` reads, in the hydrating commit, what the server's
 * inputs still hold (typed before hydration), which the next render would otherwise reset.
 */
export function useLeadRjsf(idPrefix: string, termsMessage: string, initial: FormValues, adopt?: (element: HTMLFormElement) => FormValues) {
  const [values, setValues] = useState<FormValues>(initial);
  const [failedChecks, setFailedChecks] = useState(0);
  const validator = useMemo(() => leadFormValidator(termsMessage), [termsMessage]);
  useLayoutEffect(() => {
    const element = document.getElementById(`${idPrefix}-form`);
    if (adopt && element instanceof HTMLFormElement) setValues((shown) => ({ ...shown, ...adopt(element) }));
  }, []);
  const formProps = {
    className: "fc-lead-form",
    id: `${idPrefix}-form`,
    formData: values,
    validator,
    idPrefix,
    ...LEAD_FORM_PROPS,
    liveValidate: failedChecks > 0 ? ("onChange" as const) : undefined,
    onChange: (event: { formData?: FormValues }) => setValues(event.formData ?? {}),
    onError: () => setFailedChecks((n) => n + 1),
  };
  return { values, setValues, failedChecks, formProps };
}
