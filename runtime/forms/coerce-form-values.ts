import type { FormValues, LeadFormDefinition } from "./form-types.ts";

const TRUE = new Set(["true", "on", "1", "yes"]);

/**
 * Form values from a no-JavaScript post (every value a string) typed by the form's schema: whole numbers lose
 * their $ sign, thousands separators and kms suffix; ticked checkboxes become true; empty fields are absent.
 * Text a number field cannot be read from stays text, so validation names the field.
 */
export function coerceFormValues(fields: URLSearchParams, form: Pick<LeadFormDefinition, "schema">): FormValues {
  const values: FormValues = {};
  for (const [name, schema] of Object.entries(form.schema.properties)) {
    const raw = fields.get(name);
    if (raw === null || raw.trim() === "") continue;
    if (schema.type === "boolean") values[name] = TRUE.has(raw.toLowerCase());
    else if (schema.type === "integer") values[name] = readWholeNumber(raw) ?? raw;
    else values[name] = raw;
  }
  return values;
}

/** "$15,000", "120,500 kms", " 42 " -> the number; anything else -> null. */
export function readWholeNumber(text: string): number | null {
  const cleaned = text
    .replace(/^\s*\$/, "")
    .replace(/\s*kms?\s*$/i, "")
    .replaceAll(",", "")
    .trim();
  return /^[0-9]{1,15}$/.test(cleaned) ? Number(cleaned) : null;
}
