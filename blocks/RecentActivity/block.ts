import type { BlockDefinition } from "../../runtime/types/index.ts";

export default {
  title: "Recent activity",
  description: "The shopper's recently viewed cars (vehicle_page.recently_viewed) and last five searches (features.store_searches), as links, from what this browser keeps. The server renders nothing, and so does a browser with neither: the section fills in after hydration. Place it last on a page, where appearing moves nothing in view.",
  schema: "./schema.json",
  component: "./RecentActivity.tsx",
} satisfies BlockDefinition;
