import type { LeadFormDefinition, FormBuildContext } from "./form-types.ts";
import { defineForm } from "./define-form.ts";
import { contactFields, messageField } from "./contact-fields.ts";
import { dealershipField } from "./choice-fields.ts";
import { optInField, termsField } from "./option-fields.ts";
import { kmsField, moneyField, ownVehicleFields, regoStateField } from "./vehicle-fields.ts";
import { leadFieldSchema } from "./lead-field-schemas.ts";
import { LEAD_EVENT } from "./lead-event.ts";

/** Sell your car (/sell-your-car, /sell-my-car): the shopper's car, its odometer and an asking price. */
export function sellYourCarForm(context: FormBuildContext): LeadFormDefinition {
  const { site } = context;
  return defineForm("sell-your-car", context, {
    parts: [
      ...contactFields(),
      dealershipField(site, null),
      ...ownVehicleFields(true),
      kmsField(true),
      { name: "Rego", schema: leadFieldSchema("Rego", "Rego") },
      regoStateField(site),
      moneyField(site, "asking_price", "Asking Price", false),
      messageField(false),
      optInField(site),
      termsField(site),
    ],
    fixed: { category: "Trade-In Enquiry", subcategory: "Sell Your Car" },
    eventId: LEAD_EVENT.defaultEnquiry,
    submitLabel: site.texts.enquire_button,
  });
}
