import type { BlockDefinition } from "../../runtime/types/index.ts";

export default {
  title: "Stats banner",
  description: "A band of key figures in the theme's primary colour, such as 50+ Locations, 40+ Brands, 30+ Years.",
  schema: "./schema.json",
  component: "./StatsBanner.tsx",
} satisfies BlockDefinition;
