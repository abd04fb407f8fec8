import type { BlockDefinition } from "../../runtime/types/index.ts";

export default {
  title: "Lead success",
  description: "The /success page body shown after a lead is submitted: a thank-you, the car it was about and the lead's reference (from the success record the form stored, or the no-JavaScript redirect's lead_id).",
  schema: "./schema.json",
  component: "./LeadSuccess.tsx",
} satisfies BlockDefinition;
