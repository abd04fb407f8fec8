import type { BlockDefinition } from "../../runtime/types/index.ts";

export default {
  title: "Vehicle breadcrumbs",
  description: "Home, car type, make, model, body and the car's title, each a link into search. On the vehicle page it also sets the car's page title, description, canonical URL and schema.org JSON-LD, and 404 for a missing car.",
  schema: "./schema.json",
  component: "./VehicleBreadcrumbs.tsx",
  loader: "./loader.ts",
} satisfies BlockDefinition;
