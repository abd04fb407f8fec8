import type { LeadFormDefinition } from "./form-types.ts";
import type { FormBuildContext } from "./form-context.ts";
import { defineForm } from "./define-form.ts";
import { contactFields, messageField } from "./contact-fields.ts";
import { departmentField } from "./choice-fields.ts";
import { optInField, termsField } from "./option-fields.ts";
import { ownVehicleFields, vinField } from "./vehicle-fields.ts";
import { LEAD_EVENT } from "./lead-event.ts";

export const PARTS_ENQUIRY = "Parts Enquiry";

/** A parts request (/parts/search, /vehicle-parts-and-accessories): the part is described in the message. */
export function partsEnquiryForm(context: FormBuildContext): LeadFormDefinition {
  const { site } = context;
  return defineForm("parts-enquiry", context, {
    parts: [
      ...contactFields(),
      departmentField(site, "parts", "Parts Department"),
      ...ownVehicleFields(false),
      vinField(),
      messageField(true, "Parts Required"),
      optInField(site),
      termsField(site),
    ],
    fixed: { category: PARTS_ENQUIRY },
    eventId: LEAD_EVENT.defaultEnquiry,
    submitLabel: site.texts.enquire_button,
  });
}
