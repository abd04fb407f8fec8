import { readStored, writeStored } from "./browser-storage.ts";

export const LEAD_SUCCESS_KEY = "forecourt:lead-success";

/**
 * The cookie a no-JavaScript lead's redirect sets for /success: its lead id, so neither the URL nor anything
 * reading it (history, Referer, analytics page views) carries the id. Short-lived and sent to /success only.
 */
export const LEAD_SUCCESS_COOKIE = "fc_lead_success";

/** What /success shows after a lead is submitted (spec §4: success stores a success record). */
export interface LeadSuccessRecord {
  lead_id: string;
  form: string;
  car_name: string | null;
  first_name: string | null;
  submitted_at: string;
}

export function storeLeadSuccess(record: LeadSuccessRecord): void {
  writeStored("local", LEAD_SUCCESS_KEY, record);
}

export function readLeadSuccess(): LeadSuccessRecord | null {
  const record = readStored<LeadSuccessRecord>("local", LEAD_SUCCESS_KEY);
  return record && typeof record.lead_id === "string" ? record : null;
}
