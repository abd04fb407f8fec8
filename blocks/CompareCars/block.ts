import type { BlockDefinition } from "../../runtime/types/index.ts";

export default {
  title: "Compare cars",
  description: "The compare page (/compare?ids=1,2,3, shareable, server-rendered): up to 3 of the site's in-stock cars side by side, each with its photo and a link to its page, then their price display, key specs, specifications and features. Rows where the cars differ are highlighted; rows they all share are folded behind a disclosure. Sold cars and cars the site no longer lists are named in a notice instead.",
  schema: "./schema.json",
  component: "./CompareCars.tsx",
  loader: "./loader.ts",
} satisfies BlockDefinition;
