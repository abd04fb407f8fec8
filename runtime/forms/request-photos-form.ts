import type { LeadFormDefinition, FormBuildContext } from "./form-types.ts";
import { defineForm } from "./define-form.ts";
import { contactFields, messageField } from "./contact-fields.ts";
import { optInField, termsField } from "./option-fields.ts";
import { enquiryEventId } from "./lead-event.ts";
import { VEHICLE_ENQUIRY } from "./enquiry-form.ts";

export const REQUEST_PHOTOS = "Request Photos";

/** Spec §5 request-photos form: core contact fields, a hidden prefilled request text, an optional message. */
export function requestPhotosForm(context: FormBuildContext): LeadFormDefinition {
  const { site, car } = context;
  return defineForm("request-photos", context, {
    parts: [...contactFields(), messageField(false), optInField(site), termsField(site)],
    fixed: { category: VEHICLE_ENQUIRY, subcategory: REQUEST_PHOTOS, request: requestText(car?.name ?? null) },
    eventId: enquiryEventId(car),
    submitLabel: REQUEST_PHOTOS,
  });
}

export function requestText(carName: string | null): string {
  return carName ? `Please send me more photos of the ${carName}.` : "Please send me more photos of this vehicle.";
}
