import type { BlockDefinition } from "../../runtime/types/index.ts";

export default {
  title: "Market price banner",
  description: "A banner saying how far below the market average an in-stock car is priced, shown only when its price is more than $499 below the state (or national) average and below the state average. The averages are those of the price gauge: comparable listings across the platform's stock.",
  schema: "./schema.json",
  component: "./MarketPriceBanner.tsx",
  loader: "./loader.ts",
} satisfies BlockDefinition;
