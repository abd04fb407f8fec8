import type { ErrorListProps, FieldTemplateProps, ObjectFieldTemplateProps, RJSFSchema } from "@rjsf/utils";
import type { LeadFormContext } from "./lead-form-context.ts";
import type { FormValues } from "../form-types.ts";
import { controlKind } from "../ui/control-kind.ts";
import { ErrorSummary } from "../ui/error-summary.tsx";
import { errorIdOf, fieldIdOf } from "../ui/field-ids.ts";

/** The top-level field an rjsf error is about: `.postcode` -> `postcode` (the validator and extraErrors name fields so). */
const errorField = (error: { property?: string }) => (error.property ?? "").replace(/^\./, "").split(".")[0]!;

type Props = FieldTemplateProps<FormValues, RJSFSchema, LeadFormContext>;

/** A field's label, control and message; checkboxes put the label after the box, radio groups in a fieldset. */
export function LeadFieldTemplate({ id, schema, uiSchema, label: rjsfLabel, required, rawErrors, children, hidden }: Props) {
  if (hidden) return <div hidden>{children}</div>;
  if (schema.type === "object") return children;
  const name = id.slice(id.indexOf("_") + 1);
  const kind = controlKind(schema, uiSchema);
  const label = String(schema.title ?? rjsfLabel);
  const error = rawErrors?.[0] ?? null;
  const className = `fc-lead-field fc-lead-field--${kind} fc-lead-field--${name.replace(/[^A-Za-z0-9_-]/g, "")}${error ? " fc-lead-field--invalid" : ""}`;
  const caption = (
    <>
      {label}
      {required && (
        <span className="fc-lead-field__required" aria-hidden="true">
          {" "}
          *
        </span>
      )}
    </>
  );
  const message = error ? (
    <p className="fc-lead-field__error" id={errorIdOf(id)}>
      {error}
    </p>
  ) : null;
  if (kind === "radio") {
    return (
      <fieldset className={className}>
        <legend>{caption}</legend>
        {children}
        {message}
      </fieldset>
    );
  }
  if (kind === "checkbox") {
    return (
      <div className={className}>
        <div className="fc-lead-check">
          {children}
          <label htmlFor={id}>{caption}</label>
        </div>
        {message}
      </div>
    );
  }
  return (
    <div className={className}>
      <label htmlFor={id}>{caption}</label>
      {children}
      {message}
    </div>
  );
}

/** The fields; a multi-step form shown all at once (without JavaScript) groups them by step. */
export function LeadObjectTemplate({ properties, registry }: ObjectFieldTemplateProps<FormValues, RJSFSchema, LeadFormContext>) {
  const { steps } = registry.formContext;
  const content = (names: readonly string[]) => properties.filter((p) => names.includes(p.name)).map((p) => p.content);
  return (
    <div className="fc-lead-fields">
      {steps
        ? steps.map((step) => (
            <fieldset key={step.title} className="fc-lead-step">
              <legend>{step.title}</legend>
              {content(step.fields)}
            </fieldset>
          ))
        : properties.map((property) => property.content)}
    </div>
  );
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
