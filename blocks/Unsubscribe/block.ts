import type { BlockDefinition } from "../../runtime/types/index.ts";

export default {
  title: "Unsubscribe",
  description: "/pages/unsubscribe: stops alerts to an address without signing in. Opened from an alert's link it asks to confirm the address the link was sent to; opened on its own it takes a mobile number or e-mail address. Plain forms, server-rendered.",
  schema: "./schema.json",
  component: "./Unsubscribe.tsx",
  loader: "./loader.ts",
} satisfies BlockDefinition;
