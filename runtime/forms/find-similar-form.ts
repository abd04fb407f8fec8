import type { LeadFormDefinition, FormBuildContext } from "./form-types.ts";
import { defineForm } from "./define-form.ts";
import { contactFields, messageField } from "./contact-fields.ts";
import { optInField, termsField } from "./option-fields.ts";
import { enquiryEventId } from "./lead-event.ts";
import { VEHICLE_ENQUIRY } from "./enquiry-form.ts";

export const FIND_SIMILAR = "Find Me Something Similar";

/** Spec §4: on a sold car, a Find Me Something Similar form takes the place of the action buttons. */
export function findSimilarForm(context: FormBuildContext): LeadFormDefinition {
  const { site, car } = context;
  return defineForm("find-similar", context, {
    parts: [...contactFields(), messageField(false, "What are you looking for?"), optInField(site), termsField(site)],
    fixed: { category: VEHICLE_ENQUIRY, subcategory: FIND_SIMILAR },
    eventId: enquiryEventId(car),
    submitLabel: FIND_SIMILAR,
  });
}
