import type { LeadUserData } from "../../runtime/leads/lead-types.ts";
import type { TradeInData } from "./loader.ts";
import { readOdometer } from "./odometer.ts";
import type { ValuationForm } from "./valuation-form.ts";

/** Spec §7: the subcategory of an accepted trade-in offer. */
export const OFFER_ACCEPTED = "3. Offer Accepted";
const CATEGORY = "Trade-In Enquiry";

/** What every step's lead carries: the form, where it was sent from, and the car traded towards. */
export function baseLead(data: TradeInData, dealershipSlug: string | null): LeadUserData {
  const lead: LeadUserData = {
    form: "trade-in",
    source: "Website",
    category: CATEGORY,
    url: window.location.href,
    user_agent: navigator.userAgent,
  };
  if (data.car) Object.assign(lead, { car_id: data.car.id, car_dealership_id: data.car.dealershipId });
  const slug = data.car?.dealershipSlug ?? dealershipSlug;
  if (slug) lead.dealership_slug = slug;
  return lead;
}

function vehicle(form: ValuationForm): LeadUserData {
  return {
    rego: form.rego.trim(),
    Rego: form.rego.trim(),
    regoState: form.regoState as LeadUserData["regoState"],
    "Vehicle Make": form.make.trim(),
    "Vehicle Model": form.model.trim(),
    vehicle_year: Number(form.year),
  };
}

/** Step 1, the rego lookup (spec §7: rego, regoState). */
export function regoLead(form: ValuationForm): LeadUserData {
  return { step: 1, ...vehicle(form) };
}

/** Step 3, the valuation adjustments (spec §7: id, adjustmentAnswers). */
export function adjustmentsLead(form: ValuationForm, leadId: string): LeadUserData {
  return { step: 3, id: leadId, kms: readOdometer(form.odometer) ?? 0, adjustmentAnswers: form.answers };
}

function contact(form: ValuationForm): LeadUserData {
  const lead: LeadUserData = { name: form.name.trim(), email: form.email.trim(), phone: form.phone.trim(), postcode: form.postcode.trim() };
  if (form.last_name.trim()) lead.last_name = form.last_name.trim();
  return lead;
}

/** The last step: everything told, with the offer when there is one. */
export function contactLead(form: ValuationForm, leadId: string | null, offerPrice: number | null): LeadUserData {
  const lead: LeadUserData = {
    step: 4,
    ...vehicle(form),
    ...contact(form),
    kms: readOdometer(form.odometer) ?? 0,
    adjustmentAnswers: form.answers,
  };
  if (leadId) lead.lead_id = leadId;
  if (offerPrice !== null) lead.offer_price = offerPrice;
  return lead;
}

/** Spec §7 offer acceptance: category, subcategory '3. Offer Accepted', lead_id, form_completed, offer_accepted. */
export function acceptLead(form: ValuationForm, leadId: string, offerPrice: number): LeadUserData {
  return {
    ...contact(form),
    subcategory: OFFER_ACCEPTED,
    lead_id: leadId,
    form_completed: true,
    offer_accepted: true,
    offer_price: offerPrice,
  };
}
