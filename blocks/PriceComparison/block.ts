import type { BlockDefinition } from "../../runtime/types/index.ts";

export default {
  title: "Price comparison",
  description: "The market price comparison gauge: where the car's price sits against comparable listings across the platform ('Good Deal' or 'Great Deal'). Worked out on the server, so the page shows it without JavaScript; it is left out when that fails or the comparison is incomplete or not confident.",
  schema: "./schema.json",
  component: "./PriceComparison.tsx",
  loader: "./loader.ts",
} satisfies BlockDefinition;
