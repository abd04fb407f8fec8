import type { BlockDefinition } from "../../runtime/types/index.ts";

export default {
  title: "Parts search",
  description:
    "/parts/search: the site's parts and accessories catalogue (parts.csv in its content folder, else its template's) searched by words (part number, name, category) and by vehicle (make, model, year), " +
    "results server-rendered a page at a time (the site's `parts.page_size`) with each part's picture, number, what it fits and its price, and an 'Enquire about this part' link that fills the part number into the page's parts enquiry form. Works without JavaScript (a GET form and links).",
  schema: "./schema.json",
  component: "./PartsSearch.tsx",
  loader: "./loader.ts",
} satisfies BlockDefinition;
