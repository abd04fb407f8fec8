import type { BlockDefinition } from "../../runtime/types/index.ts";

export default {
  title: "Dealership search",
  description: "One dealership's stock (spec: a dealership-scoped search with categories and price facets, filtered on dealership_id): category choice with counts, a price slider, 21 cards a page and a link to /search/{dealership_slug}. Its searches keep their own cache of 10.",
  schema: "./schema.json",
  component: "./DealershipSearch.tsx",
  loader: "./loader.ts",
} satisfies BlockDefinition;
