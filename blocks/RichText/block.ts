import type { BlockDefinition } from "../../runtime/types/index.ts";

export default {
  title: "Rich text",
  description: "Formatted text written as HTML in the site document: headings, paragraphs, lists, links, bold and italic, images, tables and quotes. Anything else (scripts, styles, event handlers, javascript: links) is removed on the server.",
  schema: "./schema.json",
  component: "./RichText.tsx",
  loader: "./loader.ts",
} satisfies BlockDefinition;
