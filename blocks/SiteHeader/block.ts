import type { BlockDefinition } from "../../runtime/types/index.ts";

export default {
  title: "Site header",
  description: "The site's header: a skip link, the logo, the main menu from navigation.header (dropdowns and the brand mega-menu) and the phone number as a call link. The menus work without JavaScript; with it, one dropdown opens at a time and Escape, a click elsewhere or navigating closes them.",
  schema: "./schema.json",
  component: "./SiteHeader.tsx",
} satisfies BlockDefinition;
