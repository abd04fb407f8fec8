import type { BlockDefinition } from "../../runtime/types/index.ts";

export default {
  title: "Lead success",
  description: "The /success page body shown after a lead is submitted: a thank-you, the car it was about and the lead's reference (from the success record the form stored, or the short-lived cookie the no-JavaScript redirect sets; never from the URL).",
  schema: "./schema.json",
  component: "./LeadSuccess.tsx",
  loader: "./loader.ts",
} satisfies BlockDefinition;
