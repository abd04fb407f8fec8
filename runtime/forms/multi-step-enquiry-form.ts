import type { FieldPart, FormStep, LeadFormDefinition } from "./form-types.ts";
import type { FormBuildContext } from "./form-context.ts";
import { composeForm } from "./compose-form.ts";
import { enquiryParts } from "./enquiry-form.ts";

/** The enquiry form split into steps (spec §4 multi-step form): what, who, where. Empty steps are left out. */
export function multiStepEnquiryForm(context: FormBuildContext): LeadFormDefinition {
  const parts = enquiryParts(context);
  const groups: [string, (FieldPart | null)[]][] = [
    ["Your Enquiry", parts.enquiry],
    ["Your Details", parts.details],
    ["Your Dealership", [...parts.dealership, ...parts.consents]],
  ];
  const steps: FormStep[] = groups
    .map(([title, fields]) => ({ title, fields: fields.filter((f): f is FieldPart => f !== null).map((f) => f.name) }))
    .filter((step) => step.fields.length > 0);
  const submitLabel = context.site.texts.enquire_button;
  return {
    id: "multi-step-enquiry",
    ...composeForm(
      groups.flatMap(([, fields]) => fields),
      submitLabel,
    ),
    fixed: parts.fixed,
    eventId: parts.eventId,
    submitLabel,
    termsMessage: context.site.leads.terms.error_message,
    steps,
  };
}
