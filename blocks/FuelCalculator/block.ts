import type { BlockDefinition } from "../../runtime/types/index.ts";

export default {
  title: "Fuel calculator",
  description: "Estimates the car's weekly fuel cost from fuel price (default $1.70/L), weekly distance (default 250 km) and the car's combined consumption (10 L/100km when unknown). Hidden for electric cars.",
  schema: "./schema.json",
  component: "./FuelCalculator.tsx",
  loader: "./loader.ts",
} satisfies BlockDefinition;
