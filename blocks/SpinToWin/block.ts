import type { BlockDefinition } from "../../runtime/types/index.ts";

export default {
  title: "Spin to win",
  description: "A site document's spin-to-win promotion (/spin-to-win): its prize wheel, a Spin the Wheel button (one spin per signed-in account, drawn on the server and sent to the dealer as a lead), the result announced and kept for the shopper's return, and the terms; a page saying so outside the promotion's start and end. The wheel turns with framer-motion, at once under prefers-reduced-motion; without JavaScript the button is a plain form post.",
  schema: "./schema.json",
  component: "./SpinToWin.tsx",
  loader: "./loader.ts",
} satisfies BlockDefinition;
