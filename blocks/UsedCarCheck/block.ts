import type { BlockDefinition } from "../../runtime/types/index.ts";

export default {
  title: "Used car check",
  description: "For used cars only: the details a shopper needs to check the car's history (VIN, rego, odometer, build and compliance dates), the dealer's own checks, and the history report when the car has one.",
  schema: "./schema.json",
  component: "./UsedCarCheck.tsx",
  loader: "./loader.ts",
} satisfies BlockDefinition;
