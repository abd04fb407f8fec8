import type { BlockDefinition } from "../../runtime/types/index.ts";

export default {
  title: "Model accessories",
  description: "The /{model slug}/accessories page of a model listed under one of the site's brands (brands[].models): heading, picture, text, how many accessories there are, a link into the search for that model and one to the parts team. A model the site does not list shows the site's 404 page with status 404.",
  schema: "./schema.json",
  component: "./ModelAccessories.tsx",
  loader: "./loader.ts",
} satisfies BlockDefinition;
