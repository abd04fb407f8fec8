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
export const LEAD_WIDGETS = Object.fromEntries(WIDGET_NAMES.map((name) => [name, LeadWidget])) as RegistryWidgetsType<
  FormValues,
  RJSFSchema,
  LeadFormContext
>;
export const LEAD_TEMPLATES = { FieldTemplate: LeadFieldTemplate, ErrorListTemplate: LeadErrorList, ObjectFieldTemplate: LeadObjectTemplate };
