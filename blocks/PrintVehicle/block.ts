import type { BlockDefinition } from "../../runtime/types/index.ts";

export default {
  title: "Print vehicle",
  description: "The body of the printable car page (/print?car_id={slug}): title, price, photo, key information, summary, specifications, features, dealer comments and how to reach the dealer, laid out for paper. Everything around it is hidden when printing.",
  schema: "./schema.json",
  component: "./PrintVehicle.tsx",
  loader: "./loader.ts",
} satisfies BlockDefinition;
