import type { BlockDefinition } from "../../runtime/types/index.ts";

export default {
  title: "Price-range search",
  description: "A two-thumb price slider (the site's search_results.price_slider: 5000 to 250000, step 500) that opens the results for that price range sorted by highest price first. Works as a plain form without JavaScript.",
  schema: "./schema.json",
  component: "./PriceRangeSearch.tsx",
} satisfies BlockDefinition;
