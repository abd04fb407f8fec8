import type { LeadSuccessRecord } from "../../runtime/kit/forms.ts";

export interface SuccessDetails {
  reference: string | null;
  carName: string | null;
  firstName: string | null;
}

const LEAD_ID = /^[0-9a-f]{8}-[0-9a-f]{4}-[0-9a-f]{4}-[0-9a-f]{4}-[0-9a-f]{12}$/;

/** A lead id as the no-JavaScript redirect's cookie carries it, or null for anything else (it is shown back). */
export function leadReference(value: string | undefined): string | null {
  return value && LEAD_ID.test(value) ? value : null;
}

/**
 * What /success can say about the lead: the success record the form stored (spec §4), or failing that the
 * reference the server read from the no-JavaScript redirect's cookie. A record of another lead than that
 * reference is ignored.
 */
export function successDetails(record: LeadSuccessRecord | null, serverReference: string | null): SuccessDetails {
  if (record && (!serverReference || serverReference === record.lead_id)) {
    return { reference: record.lead_id, carName: record.car_name, firstName: record.first_name };
  }
  return { reference: serverReference, carName: null, firstName: null };
}
