import type { LeadFormDefinition, FormBuildContext } from "./form-types.ts";
import { defineForm } from "./define-form.ts";
import { contactFields, messageField } from "./contact-fields.ts";
import { departmentField } from "./choice-fields.ts";
import { optInField, termsField } from "./option-fields.ts";
import { kmsField, ownVehicleFields } from "./vehicle-fields.ts";
import { leadFieldSchema } from "./lead-field-schemas.ts";
import { LEAD_EVENT } from "./lead-event.ts";

/** The lead category the dealer's systems file service bookings under. */
export const SERVICE_BOOKING = "Service Booking";

/**
 * A service booking (/service): which service centre, a drop-off time from its free slots, the shopper's car
 * and what it needs. The server books the slot with the lead, or answers that it has just been taken.
 */
export function serviceBookingForm(context: FormBuildContext): LeadFormDefinition {
  const { site } = context;
  return defineForm("service-enquiry", context, {
    parts: [
      departmentField(site, "service", "Service Centre"),
      { name: "preferred_date", schema: leadFieldSchema("preferred_date", "Date"), required: true, ui: { "ui:widget": "slotDate" } },
      { name: "preferred_time", schema: leadFieldSchema("preferred_time", "Drop-off Time"), required: true, ui: { "ui:widget": "slotTime" } },
      { name: "Rego", schema: leadFieldSchema("Rego", "Rego"), required: true, ui: { "ui:options": { autoCapitalize: "characters" } } },
      ...ownVehicleFields(true),
      kmsField(true),
      {
        name: "service_type",
        schema: leadFieldSchema("service_type", "Service Type", { enum: site.service.service_types }),
        required: true,
        ui: { "ui:placeholder": "Please Select a Service" },
      },
      ...contactFields(),
      messageField(false),
      optInField(site),
      termsField(site),
    ],
    fixed: { category: SERVICE_BOOKING },
    eventId: LEAD_EVENT.defaultEnquiry,
    submitLabel: "Book a Service",
  });
}
