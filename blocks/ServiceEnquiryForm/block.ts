import type { BlockDefinition } from "../../runtime/types/index.ts";

export default {
  title: "Service enquiry form",
  description: "A service booking request: service centre, the shopper's car, a preferred date and contact details.",
  schema: "./schema.json",
  component: "./ServiceEnquiryForm.tsx",
  loader: "./loader.ts",
} satisfies BlockDefinition;
