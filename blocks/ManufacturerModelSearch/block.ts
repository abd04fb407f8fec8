import type { BlockDefinition } from "../../runtime/types/index.ts";

export default {
  title: "Manufacturer and model search",
  description: "Make, model and body-type selects with stock counts (spec: facets manufacturer.name, model.name and model.body) and a button to the matching results, e.g. /search/toyota/corolla?body=hatch. Its searches keep their own cache of 10; it works as a plain form without JavaScript.",
  schema: "./schema.json",
  component: "./ManufacturerModelSearch.tsx",
  loader: "./loader.ts",
} satisfies BlockDefinition;
