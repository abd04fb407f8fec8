import type { BlockDefinition } from "../../runtime/types/index.ts";

export default {
  title: "Garage activity",
  description: "The signed-in shopper's enquiries sent on the site (while signed in) and their reservations with status and hold end, newest first: a section of /my-garage. Server-rendered.",
  schema: "./schema.json",
  component: "./GarageActivity.tsx",
  loader: "./loader.ts",
} satisfies BlockDefinition;
