import { getDefaultRegistry } from "@rjsf/core";
import type { FieldProps, RJSFSchema } from "@rjsf/utils";
import type { FormValues } from "../form-types.ts";
import { controlKind } from "../ui/control-kind.ts";
import type { LeadFormContext } from "./lead-form-context.ts";

const fields = getDefaultRegistry<FormValues, RJSFSchema, LeadFormContext>().fields;
const NumberField = fields.NumberField!;
const StringField = fields.StringField!;

/**
 * A number field: rjsf's, which keeps typed text ("12." while typing "12.5") over the number it reads, and for
 * that reads the browser language's decimal separator, building a number formatter on every render. A choice of
 * numbers (a select or radios) is never typed: its control hands over the number itself, so it renders as
 * rjsf's StringField, as rjsf's NumberField would render it, without that.
 */
export function LeadNumberField(props: FieldProps<FormValues, RJSFSchema, LeadFormContext>) {
  const kind = controlKind(props.schema, props.uiSchema);
  return kind === "select" || kind === "radio" ? <StringField {...props} /> : <NumberField {...props} />;
}
