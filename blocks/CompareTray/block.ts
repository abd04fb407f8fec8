import type { BlockDefinition } from "../../runtime/types/index.ts";

export default {
  title: "Compare tray",
  description: "The cars the shopper chose to compare (kept in the browser), in a tray at the foot of the screen once there is one: its button opens the list, each car with a Remove button, and a Compare link to their shareable /compare page. The server renders nothing; Escape closes the open tray.",
  schema: "./schema.json",
  component: "./CompareTray.tsx",
} satisfies BlockDefinition;
