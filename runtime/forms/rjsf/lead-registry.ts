import type { RegistryWidgetsType, RJSFSchema } from "@rjsf/utils";
import type { FormValues } from "../form-types.ts";
import { LeadWidget } from "./lead-widget.tsx";
import { LeadErrorList, LeadFieldTemplate, LeadObjectTemplate } from "./lead-templates.tsx";
import type { LeadFormContext } from "./lead-form-context.ts";

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
  templates: { FieldTemplate: LeadFieldTemplate, ErrorListTemplate: LeadErrorList, ObjectFieldTemplate: LeadObjectTemplate },
  showErrorList: "top",
  noHtml5Validate: true,
  focusOnFirstError: false,
} as const;
