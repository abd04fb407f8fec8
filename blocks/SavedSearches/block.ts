import type { BlockDefinition } from "../../runtime/types/index.ts";

export default {
  title: "Saved searches",
  description: "The signed-in shopper's saved searches (kept with 'Save this search' on the results page), each linking to its results with the number of cars listed since they last opened it: a section of /my-garage. Server-rendered.",
  schema: "./schema.json",
  component: "./SavedSearches.tsx",
  loader: "./loader.ts",
} satisfies BlockDefinition;
