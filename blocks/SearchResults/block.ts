import type { BlockDefinition } from "../../runtime/types/index.ts";

export default {
  title: "Search results",
  description: "The vehicle search page (spec §2 /search routes): search box, sort, 'Show Me {count} {vehicle type}', filters with counts, range sliders, body-type tiles, cards with promo cards, pagination and empty states. Server-rendered with InstantSearch; the URL holds the whole search. Options live in the site's search_results section.",
  schema: "./schema.json",
  component: "./SearchResults.tsx",
  loader: "./loader.ts",
} satisfies BlockDefinition;
