import type { LeadFormDefinition, FormBuildContext } from "./form-types.ts";
import { defineForm } from "./define-form.ts";
import { contactFields, messageField } from "./contact-fields.ts";
import { departmentField } from "./choice-fields.ts";
import { optInField, termsField } from "./option-fields.ts";
import { ownVehicleFields, vinField } from "./vehicle-fields.ts";
import { LEAD_EVENT } from "./lead-event.ts";
import { leadFieldSchema } from "./lead-field-schemas.ts";

export const PARTS_ENQUIRY = "Parts Enquiry";

/**
 * A parts request (/parts/search, /vehicle-parts-and-accessories): the part described in the message, and its
 * catalogue number when the shopper came from a search result.
 */
export function partsEnquiryForm(context: FormBuildContext): LeadFormDefinition {
  const { site } = context;
  return defineForm("parts-enquiry", context, {
    parts: [
      ...contactFields(),
      departmentField(site, "parts", "Parts Department"),
      ...ownVehicleFields(false),
      vinField(),
      { name: "part_number", schema: leadFieldSchema("part_number", "Part Number"), ui: { "ui:options": { autoCapitalize: "characters" } } },
      messageField(true, "Parts Required"),
      optInField(site),
      termsField(site),
    ],
    fixed: { category: PARTS_ENQUIRY },
    eventId: LEAD_EVENT.defaultEnquiry,
    submitLabel: site.texts.enquire_button,
  });
}
