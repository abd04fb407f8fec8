import type { RJSFSchema, WidgetProps } from "@rjsf/utils";
import type { LeadFormContext } from "./lead-form-context.ts";
import type { FormValues } from "../form-types.ts";
import { controlKind, valueOfInput } from "../ui/control-kind.ts";
import { errorIdOf } from "../ui/field-shell.tsx";
import { LeadControl } from "../ui/lead-control.tsx";

/** The one rjsf widget of lead forms: rjsf's value and events around the shared LeadControl markup. */
export function LeadWidget(props: WidgetProps<FormValues, RJSFSchema, LeadFormContext>) {
  const {
    id,
    name,
    schema,
    uiSchema = {},
    value,
    onChange,
    onBlur,
    required,
    disabled,
    readonly,
    rawErrors,
    label,
    registry,
  } = props;
  const context = registry.formContext;
  const invalid = (rawErrors?.length ?? 0) > 0;
  const kind = controlKind(schema, uiSchema);
  return (
    <LeadControl
      id={id}
      name={name}
      kind={kind}
      schema={schema}
      ui={uiSchema}
      label={String(schema.title ?? label)}
      value={value}
      onChange={(raw) => onChange(valueOfInput(schema, raw))}
      onBlur={() => onBlur(id, value)}
      required={required ?? false}
      invalid={invalid}
      describedBy={invalid ? errorIdOf(id) : undefined}
      disabled={disabled || readonly || context.submitting}
      availability={context.availability}
      chosenDate={typeof context.values.preferred_date === "string" ? context.values.preferred_date : undefined}
    />
  );
}
