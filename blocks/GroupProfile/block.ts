import type { BlockDefinition } from "../../runtime/types/index.ts";

export default {
  title: "Group profile",
  description: "A dealer group's profile: a heading, a few plain-text paragraphs and an optional image beside them.",
  schema: "./schema.json",
  component: "./GroupProfile.tsx",
} satisfies BlockDefinition;
