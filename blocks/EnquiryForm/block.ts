import type { BlockDefinition } from "../../runtime/types/index.ts";

export default {
  title: "Enquiry form",
  description: "The enquiry form (spec §5): contact details, Comments, and the options the site's leads section switches on (category, location or dealership select, Rego, contact method, additional services, opt-in, terms). On a vehicle page it is about that car. Works without JavaScript.",
  schema: "./schema.json",
  component: "./EnquiryForm.tsx",
  loader: "./loader.ts",
} satisfies BlockDefinition;
