export type { LeadSubmission, LeadUserData } from "../types/generated/lead.ts";

/**
 * Body of POST /api/miscellaneous, as schemas/lead.schema.json#/$defs/MiscellaneousRecord describes it
 * (`npm run gen` emits only the schema's root types, so this one is spelled out here).
 */
export interface MiscellaneousRecord {
  column_name: "valuation";
  lead_id?: string;
  value: Record<string, unknown>;
}

/** One problem with one field of a request, in words a shopper can act on. */
export interface LeadFieldError {
  /** The userData field name (e.g. `postcode`), or `body` / `isLastStep` for the request itself. */
  field: string;
  message: string;
}

/** A refused no-JavaScript form post, shown again by the page it came from: what was typed and why it failed. */
export interface FormDraft {
  block_id: string;
  values: Record<string, string>;
  errors: LeadFieldError[];
}

/** Every 4xx answer of the lead API. */
export interface LeadErrorBody {
  errors: LeadFieldError[];
}
