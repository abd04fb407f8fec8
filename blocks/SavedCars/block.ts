import type { BlockDefinition } from "../../runtime/types/index.ts";

export default {
  title: "Saved cars",
  description: "The signed-in shopper's watchlist or favourites (spec §3 Watchlist and Favourite entries), each linking to its vehicle page: the /watchlist page and a section of /my-garage. Server-rendered.",
  schema: "./schema.json",
  component: "./SavedCars.tsx",
  loader: "./loader.ts",
} satisfies BlockDefinition;
