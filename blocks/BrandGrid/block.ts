import type { BlockDefinition } from "../../runtime/types/index.ts";

export default {
  title: "Brand grid",
  description: "A grid of brand logos (76x65) for one group of the site's brands (cars, motorcycles, trucks or group brands), each linking to its /{brand slug}/overview page, or to its stock when the brand has no page (skipPage).",
  schema: "./schema.json",
  component: "./BrandGrid.tsx",
} satisfies BlockDefinition;
