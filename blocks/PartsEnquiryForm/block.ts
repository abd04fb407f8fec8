import type { BlockDefinition } from "../../runtime/types/index.ts";

export default {
  title: "Parts enquiry form",
  description: "A parts request: parts department, the shopper's car and VIN, the parts required and contact details.",
  schema: "./schema.json",
  component: "./PartsEnquiryForm.tsx",
  loader: "./loader.ts",
} satisfies BlockDefinition;
