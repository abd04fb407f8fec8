import type { BlockDefinition } from "../../runtime/types/index.ts";

export default {
  title: "Find similar form",
  description: "Find Me Something Similar (spec §4): the form shown on a sold car instead of the action buttons.",
  schema: "./schema.json",
  component: "./FindSimilarForm.tsx",
  loader: "./loader.ts",
} satisfies BlockDefinition;
