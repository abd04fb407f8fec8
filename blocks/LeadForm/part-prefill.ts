import type { FormValues, LeadUserData } from "../../runtime/kit/forms.ts";

const PART_NUMBER = /^[A-Za-z0-9][A-Za-z0-9 ./-]{0,39}$/;

/** The part a parts search result's enquiry link names: its number, and a request for it to start the message. */
export function partPrefill(part: string | null): { values: FormValues; extra: Partial<LeadUserData> } {
  if (!part || !PART_NUMBER.test(part)) return { values: {}, extra: {} };
  return { values: { part_number: part, message: `Please send me a price and availability for part ${part}.` }, extra: {} };
}
