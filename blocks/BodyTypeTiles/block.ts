import type { BlockDefinition } from "../../runtime/types/index.ts";

export default {
  title: "Body-type tiles",
  description: "Body-type selector tiles with stock counts, each opening the results for that body type: the 4 most stocked body types, or the site's own list of up to 20 (search_results.body_tiles).",
  schema: "./schema.json",
  component: "./BodyTypeTiles.tsx",
  loader: "./loader.ts",
} satisfies BlockDefinition;
