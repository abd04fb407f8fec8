import type { BlockDefinition } from "../../runtime/types/index.ts";

export default {
  title: "Price comparison",
  description: "The market price comparison gauge: where the car's price sits against comparable listings across the platform ('Good Deal' or 'Great Deal'). A skeleton shows while it loads; it is left out when loading fails or the comparison is incomplete or not confident.",
  schema: "./schema.json",
  component: "./PriceComparison.tsx",
  loader: "./loader.ts",
} satisfies BlockDefinition;
