import type { BlockDefinition } from "../../runtime/types/index.ts";

export default {
  title: "Special offers",
  description:
    "The site's current offers (the site document's `offers`, each shown only from its start until its expiry): picture, title, description, end date, the first cars its search finds and a link to all of them. Says so when no offer is running.",
  schema: "./schema.json",
  component: "./SpecialOffers.tsx",
  loader: "./loader.ts",
} satisfies BlockDefinition;
