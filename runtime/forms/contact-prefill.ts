import type { FormValues } from "./form-types.ts";
import { readStored, writeStored } from "./browser-storage.ts";

export const CONTACT_PREFILL_KEY = "forecourt:lead-contact";
const CONTACT_FIELDS = ["name", "last_name", "email", "phone", "postcode"] as const;

/** Spec §3 Local storage: the last-used name, last name, email, phone and postcode, kept to prefill forms. */
export function saveContact(values: FormValues): void {
  const contact: Record<string, string> = {};
  for (const field of CONTACT_FIELDS) {
    const value = values[field];
    if (typeof value === "string" && value !== "") contact[field] = value;
  }
  if (Object.keys(contact).length > 0) writeStored("local", CONTACT_PREFILL_KEY, contact);
}

/** The saved contact details, limited to the fields the form has. */
export function loadContact(fields: readonly string[]): FormValues {
  const saved = readStored<Record<string, unknown>>("local", CONTACT_PREFILL_KEY) ?? {};
  const values: FormValues = {};
  for (const field of CONTACT_FIELDS) {
    if (fields.includes(field) && typeof saved[field] === "string") values[field] = saved[field];
  }
  return values;
}
