import type { BlockDefinition } from "../../runtime/types/index.ts";

export default {
  title: "Brand overview",
  description: "The /{brand slug}/overview page of one of the site's brands (brands[]): banner, logo, title, description, a link into the search for that make and the brand's models, each with its stock and accessories. A brand the site does not list, or one with skipPage, shows the site's 404 page with status 404.",
  schema: "./schema.json",
  component: "./BrandOverview.tsx",
  loader: "./loader.ts",
} satisfies BlockDefinition;
