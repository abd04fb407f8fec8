import { type LeadUserData, type FormValues, type LeadFormDefinition, type LeadFormSite, buildLeadUserData, type LeadPage } from "../../runtime/kit/forms.ts";
import type { TradeInData } from "./data.ts";

/** Spec §7: the subcategory of an accepted trade-in offer. */
const OFFER_ACCEPTED = "3. Offer Accepted";

export interface ValuationLeadContext {
  form: LeadFormDefinition;
  site: LeadFormSite;
  page: LeadPage;
  /** The car traded towards (/cars/trade-in?car_id=), if any. */
  car: TradeInData["car"];
}

/**
 * A trade-in lead (spec §3, §7): everything typed so far (condition answers as adjustmentAnswers) with the rego in
 * capitals as `rego` and `Rego`, the car traded towards (or the site's only dealership), and `extra`: the step,
 * the lead it continues, the offer.
 */
export function valuationLead(values: FormValues, context: ValuationLeadContext, extra: Partial<LeadUserData>): LeadUserData {
  const rego = typeof values.Rego === "string" ? values.Rego.trim().toUpperCase() : "";
  const lead = buildLeadUserData({ ...values, Rego: rego }, context.form, context.site, null, context.page);
  if (rego) lead.rego = rego;
  const { car, site } = context;
  if (car) Object.assign(lead, { car_id: car.id, car_dealership_id: car.dealershipId, dealership_slug: car.dealershipSlug });
  else if (site.dealerships.length === 1) lead.dealership_slug = site.dealerships[0]!.slug;
  return { ...lead, ...extra };
}

/** Spec §7 offer acceptance: category, subcategory '3. Offer Accepted', lead_id, form_completed, offer_accepted. */
export function acceptance(leadId: string, offerPrice: number): Partial<LeadUserData> {
  return { subcategory: OFFER_ACCEPTED, lead_id: leadId, form_completed: true, offer_accepted: true, offer_price: offerPrice };
}
