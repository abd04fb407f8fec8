import type { LeadSuccessRecord } from "../../runtime/kit/forms.ts";

export interface SuccessDetails {
  reference: string | null;
  carName: string | null;
  firstName: string | null;
}

const LEAD_ID = /^[0-9a-f]{8}-[0-9a-f]{4}-[0-9a-f]{4}-[0-9a-f]{4}-[0-9a-f]{12}$/;

/**
 * What /success can say about the lead: the success record the form stored (spec §4), or failing that the
 * lead_id the no-JavaScript form's redirect carries. A record of another lead than the URL names is ignored.
 */
export function successDetails(record: LeadSuccessRecord | null, query: URLSearchParams): SuccessDetails {
  const fromUrl = query.get("lead_id");
  const urlId = fromUrl && LEAD_ID.test(fromUrl) ? fromUrl : null;
  if (record && (!urlId || urlId === record.lead_id)) {
    return { reference: record.lead_id, carName: record.car_name, firstName: record.first_name };
  }
  return { reference: urlId, carName: null, firstName: null };
}
