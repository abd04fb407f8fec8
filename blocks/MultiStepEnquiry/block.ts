import type { BlockDefinition } from "../../runtime/types/index.ts";

export default {
  title: "Multi-step enquiry",
  description: "The enquiry form in steps (spec §4): Next until the last step, which submits; success goes to /success. Works without JavaScript (all steps at once).",
  schema: "./schema.json",
  component: "./MultiStepEnquiry.tsx",
  loader: "./loader.ts",
} satisfies BlockDefinition;
