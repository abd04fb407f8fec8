import type { BlockDefinition } from "../../runtime/types/index.ts";

export default {
  title: "Hero",
  description: "A large banner at the top of a page: heading (the page's h1), subheading, a background image or theme colour, and up to two call-to-action links.",
  schema: "./schema.json",
  component: "./Hero.tsx",
} satisfies BlockDefinition;
