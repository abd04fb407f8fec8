import type { BlockDefinition } from "../../runtime/types/index.ts";

export default {
  title: "Delivery calculator",
  description: "Estimates delivering the car to a postcode: a price and region name from the site's delivery rates (vehicle_page.delivery_rates) by distance from the car's location. Works without JavaScript as a plain form.",
  schema: "./schema.json",
  component: "./DeliveryCalculator.tsx",
  loader: "./loader.ts",
} satisfies BlockDefinition;
