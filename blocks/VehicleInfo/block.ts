import type { BlockDefinition } from "../../runtime/types/index.ts";

export default {
  title: "Vehicle information",
  description: "The car's information as tabs or accordions (site option vehicle_page.info_layout), with the sections the site lists in vehicle_page.info_sections: Dealer Comments, What's Included, Why Buy From Us?, Reserve Online, Protect Your Car, Features, Key Information, Car Summary and All Specifications. Sections with nothing to say are left out.",
  schema: "./schema.json",
  component: "./VehicleInfo.tsx",
  loader: "./loader.ts",
} satisfies BlockDefinition;
