import type { BlockDefinition } from "../../runtime/types/index.ts";

export default {
  title: "Sales counter",
  description: "How many vehicles the group has sold today (spec §9: one more every 450 seconds since midnight in Brisbane), kept up to date while the page stays open.",
  schema: "./schema.json",
  component: "./SalesCounter.tsx",
  loader: "./loader.ts",
} satisfies BlockDefinition;
