import type { BlockDefinition } from "../../runtime/types/index.ts";

export default {
  title: "Vehicle media",
  description: "The car's media viewer with tabs Spin, Walkaround, Gallery and Interior: a 360 spin with hotspots, walkaround videos, a photo gallery with thumbnails (more than 3 photos) and a full-screen viewer, and the interior view. Which tab opens first, the spin's auto-rotation and where the stock video sits come from the site's vehicle_page options.",
  schema: "./schema.json",
  component: "./VehicleMedia.tsx",
  loader: "./loader.ts",
} satisfies BlockDefinition;
