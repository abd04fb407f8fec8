import type { BlockDefinition } from "../../runtime/types/index.ts";

export default {
  title: "Located at bar",
  description: "A dismissible 'Located at {city}' announcement with Get Directions, shown when the car is at one of the site's locations other than its primary one.",
  schema: "./schema.json",
  component: "./LocatedAtBar.tsx",
  loader: "./loader.ts",
} satisfies BlockDefinition;
