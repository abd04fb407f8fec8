import type { BlockDefinition } from "../../runtime/types/index.ts";

export default {
  title: "Sticky vehicle header",
  description: "A bar that slides in once the shopper scrolls past the site's threshold (vehicle_page.sticky_header_threshold, 500 px by default): image, name, transmission and body, price, estimated finance and the Get Finance and Trade-In Valuation buttons. Only for cars in stock.",
  schema: "./schema.json",
  component: "./StickyVehicleHeader.tsx",
  loader: "./loader.ts",
} satisfies BlockDefinition;
