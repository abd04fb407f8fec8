import type { BlockDefinition } from "../../runtime/types/index.ts";

export default {
  title: "Sold panel",
  description: "For a car that is sold (or otherwise not in stock): 'SOLD', 'Unfortunately this {vehicle} recently sold.' and 'But don't worry, we can help you find a similar {vehicle}!'. Place the LeadForm block with form find-similar and only_when_sold after it; the vehicle sidebar shows no action buttons for such cars. Renders nothing for cars in stock.",
  schema: "./schema.json",
  component: "./SoldPanel.tsx",
  loader: "./loader.ts",
} satisfies BlockDefinition;
