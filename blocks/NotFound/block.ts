import type { BlockDefinition } from "../../runtime/types/index.ts";

export default {
  title: "Not found",
  description: "The body of the site's 404 page: a 'Page not found' heading, a message and links back into the site. Sets the page's HTTP status to 404.",
  schema: "./schema.json",
  component: "./NotFound.tsx",
  loader: "./loader.ts",
} satisfies BlockDefinition;
