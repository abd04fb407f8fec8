import type { LeadFormDefinition, FormBuildContext } from "./form-types.ts";
import { defineForm } from "./define-form.ts";
import { contactFields, messageField } from "./contact-fields.ts";
import { dealershipField, GENERAL_ENQUIRY } from "./choice-fields.ts";
import { optInField, termsField } from "./option-fields.ts";
import { leadFieldSchema } from "./lead-field-schemas.ts";
import { LEAD_EVENT } from "./lead-event.ts";

export const CAREER_ENQUIRY = "Career Enquiry";

/** Spec §9: careers enquiries become General Enquiry, subcategory Career Enquiry, event 51. */
export function careersForm(context: FormBuildContext): LeadFormDefinition {
  const { site } = context;
  return defineForm("careers", context, {
    parts: [
      ...contactFields(),
      dealershipField(site, null),
      { name: "position", schema: leadFieldSchema("position", "Position of Interest") },
      messageField(site.leads.message_required),
      optInField(site),
      termsField(site),
    ],
    fixed: { category: GENERAL_ENQUIRY, subcategory: CAREER_ENQUIRY },
    eventId: LEAD_EVENT.careers,
    submitLabel: site.texts.enquire_button,
  });
}
