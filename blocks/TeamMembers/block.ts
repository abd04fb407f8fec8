import type { BlockDefinition } from "../../runtime/types/index.ts";

export default {
  title: "Team members",
  description:
    "The dealer's team from the site document's `team`: each person's photo (their initials without one), name, role and bio, ordered by `order` then name. Says so when the site lists no one.",
  schema: "./schema.json",
  component: "./TeamMembers.tsx",
  loader: "./loader.ts",
} satisfies BlockDefinition;
