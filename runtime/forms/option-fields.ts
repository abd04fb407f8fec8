import type { FieldPart } from "./form-types.ts";
import type { LeadFormSite } from "./leads-options.ts";
import { leadFieldSchema } from "./lead-field-schemas.ts";

export const REGO_LABEL = "Rego - Helps us better assist your enquiry";
export const SERVICE_KEY_PREFIX = "service__";

/** Spec §3: PreferredContactMethod, Phone, Email or SMS, starting on Phone. */
export function contactMethodField(site: LeadFormSite): FieldPart | null {
  if (!site.leads.preferred_contact_method) return null;
  return {
    name: "PreferredContactMethod",
    schema: leadFieldSchema("PreferredContactMethod", "Preferred Contact Method", { type: "string" }),
    required: true,
    ui: { "ui:widget": "radio", "ui:options": { inline: true } },
    initial: "Phone",
  };
}

export function regoField(site: LeadFormSite): FieldPart | null {
  return site.leads.rego_field ? { name: "Rego", schema: leadFieldSchema("Rego", REGO_LABEL) } : null;
}

export function optInField(site: LeadFormSite): FieldPart | null {
  const { enabled, label } = site.leads.opt_in;
  return enabled ? { name: "opt_in", schema: leadFieldSchema("opt_in", label), ui: { "ui:widget": "checkbox" } } : null;
}

/** The terms agreement, on sites that require it; must be ticked (see formRuleProblems). */
export function termsField(site: LeadFormSite): FieldPart | null {
  const { required, label } = site.leads.terms;
  if (!required) return null;
  return {
    name: "terms_conditions",
    schema: leadFieldSchema("terms_conditions", label),
    required: true,
    ui: { "ui:widget": "checkbox" },
  };
}

/**
 * Additional services: a checkbox each, or Yes/No radio options. Their form keys carry a prefix so they never
 * collide with lead fields; the payload turns them into the additional_services list (see additional-services.ts).
 */
export function serviceFields(site: LeadFormSite): FieldPart[] {
  return site.leads.additional_services.map((service) =>
    service.input === "radio"
      ? {
          name: SERVICE_KEY_PREFIX + service.key,
          schema: { type: "string", title: service.label, enum: ["Yes", "No"] },
          ui: { "ui:widget": "radio", "ui:options": { inline: true } },
        }
      : {
          name: SERVICE_KEY_PREFIX + service.key,
          schema: { type: "boolean", title: service.label },
          ui: { "ui:widget": "checkbox" },
        },
  );
}
