import type { BlockDefinition } from "../../runtime/types/index.ts";

export default {
  title: "Sell your car form",
  description: "Sell your car: the shopper's car (make, model, year, odometer, rego, state), an optional asking price and contact details.",
  schema: "./schema.json",
  component: "./SellYourCarForm.tsx",
  loader: "./loader.ts",
} satisfies BlockDefinition;
