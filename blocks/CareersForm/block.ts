import type { BlockDefinition } from "../../runtime/types/index.ts";

export default {
  title: "Careers form",
  description: "A careers enquiry (spec §9): sent as General Enquiry, subcategory Career Enquiry, analytics event 51.",
  schema: "./schema.json",
  component: "./CareersForm.tsx",
  loader: "./loader.ts",
} satisfies BlockDefinition;
