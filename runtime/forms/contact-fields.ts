import type { FieldPart } from "./form-types.ts";
import { leadFieldSchema } from "./lead-field-schemas.ts";

/** Spec §5 "core contact fields": first and last name, email, phone and postcode. */
export function contactFields(): FieldPart[] {
  return [
    { name: "name", schema: leadFieldSchema("name", "First Name"), required: true, ui: { "ui:autocomplete": "given-name" } },
    { name: "last_name", schema: leadFieldSchema("last_name", "Last Name"), ui: { "ui:autocomplete": "family-name" } },
    {
      name: "email",
      schema: leadFieldSchema("email", "Email"),
      required: true,
      ui: { "ui:widget": "email", "ui:autocomplete": "email" },
    },
    {
      name: "phone",
      schema: leadFieldSchema("phone", "Phone"),
      required: true,
      ui: { "ui:widget": "tel", "ui:autocomplete": "tel" },
    },
    {
      name: "postcode",
      schema: leadFieldSchema("postcode", "Postcode"),
      required: true,
      ui: { "ui:autocomplete": "postal-code", "ui:options": { inputMode: "numeric" } },
    },
  ];
}

export function messageField(required: boolean, title = "Comments"): FieldPart {
  return { name: "message", schema: leadFieldSchema("message", title), required, ui: { "ui:widget": "textarea" } };
}
