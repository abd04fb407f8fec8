import type { BlockDefinition } from "../../runtime/types/index.ts";

export default {
  title: "Account details",
  description: "The shopper's account page: change their name, their mobile number or e-mail address (each confirmed with a code), download their data as JSON, sign out here or everywhere, and delete the account with its saved cars. Plain forms: they work without JavaScript.",
  schema: "./schema.json",
  component: "./AccountDetails.tsx",
  loader: "./loader.ts",
} satisfies BlockDefinition;
