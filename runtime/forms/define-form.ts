import type { FieldPart, FormId, FormStep, LeadFormDefinition, FormBuildContext } from "./form-types.ts";
import type { LeadUserData } from "./lead-types.ts";
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

interface SteppedShape extends Omit<FormShape, "parts"> {
  /** Each step's title and fields, in order; steps left with no field on this site are dropped. */
  groups: [title: string, parts: (FieldPart | null)[]][];
}

/** A form shown one step at a time (spec §4 multi-step form): the same fields, checked a step at a time. */
export function defineSteppedForm(id: FormId, context: FormBuildContext, shape: SteppedShape): LeadFormDefinition {
  const steps: FormStep[] = shape.groups
    .map(([title, parts]) => ({ title, fields: parts.filter((part): part is FieldPart => part !== null).map((part) => part.name) }))
    .filter((step) => step.fields.length > 0);
  return { ...defineForm(id, context, { ...shape, parts: shape.groups.flatMap(([, parts]) => parts) }), steps };
}
