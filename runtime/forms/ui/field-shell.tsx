import type { ReactNode } from "react";
import type { ControlKind } from "./control-kind.ts";

export interface FieldShellProps {
  id: string;
  name: string;
  kind: ControlKind;
  label: string;
  required: boolean;
  /** The field's message, shown under it and linked from the error summary. */
  error: string | null;
  children: ReactNode;
}

export const errorIdOf = (fieldId: string) => `${fieldId}__error`;

/** A field's label, control and message; checkboxes put the label after the box, radio groups in a fieldset. */
export function FieldShell({ id, name, kind, label, required, error, children }: FieldShellProps) {
  const className = `fc-lead-field fc-lead-field--${kind} fc-lead-field--${name.replace(/[^A-Za-z0-9_-]/g, "")}${error ? " fc-lead-field--invalid" : ""}`;
  const marker = required ? (
    <span className="fc-lead-field__required" aria-hidden="true">
      {" "}
      *
    </span>
  ) : null;
  const message = error ? (
    <p className="fc-lead-field__error" id={errorIdOf(id)}>
      {error}
    </p>
  ) : null;
  if (kind === "radio") {
    return (
      <fieldset className={className}>
        <legend>
          {label}
          {marker}
        </legend>
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
          <label htmlFor={id}>
            {label}
            {marker}
          </label>
        </div>
        {message}
      </div>
    );
  }
  return (
    <div className={className}>
      <label htmlFor={id}>
        {label}
        {marker}
      </label>
      {children}
      {message}
    </div>
  );
}
