import type { FieldPart, LeadFormDefinition, FormBuildContext } from "./form-types.ts";
import type { LeadUserData } from "./lead-types.ts";
import { defineForm } from "./define-form.ts";
import { contactFields, messageField } from "./contact-fields.ts";
import { categoryField, dealershipField, GENERAL_ENQUIRY, locationField } from "./choice-fields.ts";
import { contactMethodField, optInField, regoField, serviceFields, termsField } from "./option-fields.ts";
import { enquiryEventId } from "./lead-event.ts";

export const VEHICLE_ENQUIRY = "Vehicle Enquiry";

type Parts = (FieldPart | null)[];

export interface EnquiryParts {
  eventId: number;
  fixed: Partial<LeadUserData>;
  /** Who is asking. */
  details: Parts;
  /** Which dealership or location should answer. */
  dealership: Parts;
  /** What they ask. */
  enquiry: Parts;
  /** Consents, last. */
  consents: Parts;
}

/** The enquiry form's fields (spec §5 enquiry form rules), grouped as the multi-step form shows them. */
export function enquiryParts({ site, car }: FormBuildContext): EnquiryParts {
  const eventId = enquiryEventId(car);
  const category = car ? VEHICLE_ENQUIRY : GENERAL_ENQUIRY;
  const categoryPart = categoryField(site, eventId, category);
  const location = locationField(site, car);
  return {
    eventId,
    fixed: categoryPart ? {} : { category },
    details: [...contactFields(), contactMethodField(site)],
    dealership: [location, location ? null : dealershipField(site, car)],
    enquiry: [categoryPart, regoField(site), messageField(site.leads.message_required), ...serviceFields(site)],
    consents: [optInField(site), termsField(site)],
  };
}

export function enquiryForm(context: FormBuildContext): LeadFormDefinition {
  const { details, dealership, enquiry, consents, ...shape } = enquiryParts(context);
  const parts = [...details, ...dealership, ...enquiry, ...consents];
  return defineForm("enquiry", context, { ...shape, parts, submitLabel: context.site.texts.enquire_button });
}
