import type { BlockDefinition } from "../../runtime/types/index.ts";

export default {
  title: "Model range",
  description:
    "The /models page: the models of the site's brands (brands[].models) with a body, each with its picture, a link to its stock (or its override URL) and to its accessories; `?body={body-slug}` keeps the models of one body (spec §2's body-slug rule), with links to every body the models have.",
  schema: "./schema.json",
  component: "./ModelRange.tsx",
  loader: "./loader.ts",
} satisfies BlockDefinition;
