import type { BlockDefinition } from "../../runtime/types/index.ts";

export default {
  title: "Directory search",
  description: "A search box that opens the results for the words typed (a plain GET form to the results page), with the shopper's last five searches beneath; as a box in the page or as the sidebar section titled Search.",
  schema: "./schema.json",
  component: "./DirectorySearch.tsx",
} satisfies BlockDefinition;
