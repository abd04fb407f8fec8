import type { BlockDefinition } from "../../runtime/types/index.ts";

export default {
  title: "Site footer",
  description: "The site's footer: the footer menu groups from navigation.footer, the dealer's name, address and phone, the copyright line with the current year, legal links and, when the site's features.show_licence_numbers is on, the locations' licence numbers.",
  schema: "./schema.json",
  component: "./SiteFooter.tsx",
} satisfies BlockDefinition;
