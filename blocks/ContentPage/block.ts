import type { BlockDefinition } from "../../runtime/types/index.ts";

export default {
  title: "Content page",
  description: "The body of an information page (about us, warranty, careers, FAQs...): heading, intro, sections of plain-text paragraphs with optional image and links, and an optional contact panel beside them.",
  schema: "./schema.json",
  component: "./ContentPage.tsx",
} satisfies BlockDefinition;
