import type { LeadFormDefinition, FormBuildContext } from "./form-types.ts";
import { defineSteppedForm } from "./define-form.ts";
import { enquiryParts } from "./enquiry-form.ts";

/** The enquiry form split into steps (spec §4 multi-step form): what, who, where. Empty steps are left out. */
export function multiStepEnquiryForm(context: FormBuildContext): LeadFormDefinition {
  const parts = enquiryParts(context);
  return defineSteppedForm("multi-step-enquiry", context, {
    groups: [
      ["Your Enquiry", parts.enquiry],
      ["Your Details", parts.details],
      ["Your Dealership", [...parts.dealership, ...parts.consents]],
    ],
    fixed: parts.fixed,
    eventId: parts.eventId,
    submitLabel: context.site.texts.enquire_button,
  });
}
