import type { RJSFSchema, UiSchema } from "@rjsf/utils";
import { readWholeNumber } from "../coerce-form-values.ts";

export type ControlKind =
  | "text"
  | "number"
  | "email"
  | "tel"
  | "textarea"
  | "select"
  | "radio"
  | "checkbox"
  | "money"
  | "odometer"
  | "date"
  | "time"
  | "slotDate"
  | "slotTime";

/** The rjsf widget names that are control kinds of their own. */
const WIDGET_KINDS: ReadonlySet<string> = new Set<ControlKind>(["textarea", "radio", "checkbox", "email", "tel", "money", "odometer", "slotDate", "slotTime"]);

/** Which input a field gets, from its schema and UI schema (rjsf's widget name, or the schema's type). */
export function controlKind(schema: RJSFSchema, ui: UiSchema = {}): ControlKind {
  const widget = ui["ui:widget"];
  if (typeof widget === "string" && WIDGET_KINDS.has(widget)) return widget as ControlKind;
  if (schema.type === "boolean") return "checkbox";
  if (schema.oneOf || schema.enum) return "select";
  if (schema.format === "date") return "date";
  if (schema.type === "integer" || schema.type === "number") return "number";
  return "text";
}

export interface ChoiceOption {
  value: string;
  label: string;
}

/** Options of a select or radio group: `oneOf` consts with titles, or `enum` values with `ui:enumNames`. */
export function choiceOptions(schema: RJSFSchema, ui: UiSchema = {}): ChoiceOption[] {
  if (schema.oneOf) {
    return schema.oneOf.map((option) => {
      const { const: value, title } = option as RJSFSchema;
      return { value: String(value), label: String(title ?? value) };
    });
  }
  const names = (ui["ui:enumNames"] as string[] | undefined) ?? [];
  return (schema.enum ?? []).map((value, i) => ({ value: String(value), label: names[i] ?? String(value) }));
}

/** A control's text or choice back to the field's type, read as a posted form is; "" means no answer. */
export function valueOfInput(schema: RJSFSchema, raw: string | boolean): unknown {
  if (typeof raw === "boolean") return raw;
  if (raw === "") return undefined;
  const numeric =
    schema.type === "integer" || schema.type === "number" || (Array.isArray(schema.type) && schema.type.includes("integer"));
  // Unreadable numbers stay text, so the check names the field.
  return numeric ? (readWholeNumber(raw) ?? raw) : raw;
}
