import type { FieldPart, LeadFormDefinition, FormBuildContext } from "./form-types.ts";
import { defineForm } from "./define-form.ts";
import { messageField } from "./contact-fields.ts";
import { departmentField } from "./choice-fields.ts";
import { termsField } from "./option-fields.ts";
import { leadFieldSchema } from "./lead-field-schemas.ts";
import { LEAD_EVENT } from "./lead-event.ts";

/** The lead category of reviews: the dealer reads and approves each one in the console before it shows. */
export const REVIEW_CATEGORY = "Review";

const STAR_CHOICES = [5, 4, 3, 2, 1].map((stars) => ({ const: stars, title: stars === 1 ? "1 star" : `${stars} stars` }));

/** Spec §2 Forms, 'Reviews star rating': the stars as a radio group, so each is a named choice, not a picture. */
function ratingField(): FieldPart {
  return { name: "rating", schema: leadFieldSchema("rating", "Your rating", { oneOf: STAR_CHOICES }), required: true, ui: { "ui:widget": "radio" } };
}

/** A shopper's review of a location, sent as a lead for the dealer to approve or reject. */
export function reviewForm(context: FormBuildContext): LeadFormDefinition {
  const { site } = context;
  return defineForm("review", context, {
    parts: [
      ratingField(),
      departmentField(site, "sales", "Location"),
      messageField(true, "Your review"),
      { name: "name", schema: leadFieldSchema("name", "First Name"), required: true, ui: { "ui:autocomplete": "given-name" } },
      { name: "last_name", schema: leadFieldSchema("last_name", "Last Name"), ui: { "ui:autocomplete": "family-name" } },
      { name: "email", schema: leadFieldSchema("email", "Email"), required: true, ui: { "ui:widget": "email", "ui:autocomplete": "email" } },
      termsField(site),
    ],
    fixed: { category: REVIEW_CATEGORY },
    eventId: LEAD_EVENT.defaultEnquiry,
    submitLabel: "Send Review",
  });
}
