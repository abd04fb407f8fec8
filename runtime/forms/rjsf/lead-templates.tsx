import type { ErrorListProps, FieldTemplateProps, ObjectFieldTemplateProps, RJSFSchema } from "@rjsf/utils";
import type { LeadFormContext } from "./lead-form-context.ts";
import type { FormValues } from "../form-types.ts";
import { controlKind } from "../ui/control-kind.ts";
import { FieldShell } from "../ui/field-shell.tsx";
import { ErrorSummary } from "../ui/error-summary.tsx";
import { fieldIdOf } from "../ui/field-ids.ts";
import { errorField } from "./rjsf-errors.ts";

type Props = FieldTemplateProps<FormValues, RJSFSchema, LeadFormContext>;

/** Every field in the shared FieldShell; the root object only lays out its fields. */
export function LeadFieldTemplate({ id, schema, uiSchema, label, required, rawErrors, children, hidden }: Props) {
  if (hidden) return <div hidden>{children}</div>;
  if (schema.type === "object") return children;
  const name = id.slice(id.indexOf("_") + 1);
  return (
    <FieldShell
      id={id}
      name={name}
      kind={controlKind(schema, uiSchema)}
      label={String(schema.title ?? label)}
      required={required ?? false}
      error={rawErrors?.[0] ?? null}
    >
      {children}
    </FieldShell>
  );
}

/** The fields, in the same wrapper the no-JS form uses. */
export function LeadObjectTemplate({ properties }: ObjectFieldTemplateProps<FormValues, RJSFSchema, LeadFormContext>) {
  return <div className="fc-lead-fields">{properties.map((property) => property.content)}</div>;
}

/** rjsf's error list, as the spec's error summary, in the order the fields are shown. */
export function LeadErrorList({ errors, registry, uiSchema }: ErrorListProps<FormValues, RJSFSchema, LeadFormContext>) {
  const { idPrefix, focusSignal } = registry.formContext;
  const order = (uiSchema?.["ui:order"] as string[] | undefined) ?? [];
  const position = (field: string) => (order.includes(field) ? order.indexOf(field) : order.length);
  const sorted = [...errors].sort((a, b) => position(errorField(a)) - position(errorField(b)));
  const summary = sorted
    .filter((error, i) => sorted.findIndex((other) => errorField(other) === errorField(error)) === i)
    .map((error) => ({ fieldId: fieldIdOf(idPrefix, errorField(error)), message: error.message ?? error.stack }));
  return <ErrorSummary errors={summary} focusSignal={focusSignal} id={`${idPrefix}-errors`} />;
}
