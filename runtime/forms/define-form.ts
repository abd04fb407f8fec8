import type { FieldPart, FormId, LeadFormDefinition } from "./form-types.ts";
import type { FormBuildContext } from "./form-context.ts";
import type { LeadUserData } from "../leads/lead-types.ts";
import { composeForm } from "./compose-form.ts";

interface FormShape {
  parts: (FieldPart | null)[];
  fixed: Partial<LeadUserData>;
  eventId: number;
  submitLabel: string;
}

export function defineForm(id: FormId, { site }: FormBuildContext, shape: FormShape): LeadFormDefinition {
  return {
    id,
    ...composeForm(shape.parts, shape.submitLabel),
    fixed: shape.fixed,
    eventId: shape.eventId,
    submitLabel: shape.submitLabel,
    termsMessage: site.leads.terms.error_message,
  };
}
