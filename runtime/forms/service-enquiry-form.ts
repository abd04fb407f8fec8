import type { LeadFormDefinition } from "./form-types.ts";
import type { FormBuildContext } from "./form-context.ts";
import { defineForm } from "./define-form.ts";
import { contactFields, messageField } from "./contact-fields.ts";
import { departmentField } from "./choice-fields.ts";
import { optInField, REGO_LABEL, termsField } from "./option-fields.ts";
import { kmsField, ownVehicleFields } from "./vehicle-fields.ts";
import { leadFieldSchema } from "./lead-field-schemas.ts";
import { LEAD_EVENT } from "./lead-event.ts";

export const SERVICE_ENQUIRY = "Service Enquiry";

/** A service booking request (/service): which service centre, the shopper's car, a preferred date. */
export function serviceEnquiryForm(context: FormBuildContext): LeadFormDefinition {
  const { site } = context;
  return defineForm("service-enquiry", context, {
    parts: [
      ...contactFields(),
      departmentField(site, "service", "Service Centre"),
      { name: "Rego", schema: leadFieldSchema("Rego", REGO_LABEL) },
      ...ownVehicleFields(false),
      kmsField(false),
      { name: "preferred_date", schema: leadFieldSchema("preferred_date", "Preferred Date") },
      messageField(site.leads.message_required),
      optInField(site),
      termsField(site),
    ],
    fixed: { category: SERVICE_ENQUIRY },
    eventId: LEAD_EVENT.defaultEnquiry,
    submitLabel: site.texts.enquire_button,
  });
}
