import type { BlockDefinition } from "../../runtime/types/index.ts";

export default {
  title: "Markdown page",
  description:
    "A content page written as a Markdown file: sites/{site slug}/pages/{page}.md, else the same file of the site's template (sites/templates/{template}/pages/{page}.md). Its title is the page's heading and title, its body shown as sanitised HTML; a page whose front matter sets `questions` gives its questions (second-level headings) and answers as FAQPage JSON-LD. A page the site does not have shows the site's 404 page.",
  schema: "./schema.json",
  component: "./MarkdownPage.tsx",
  loader: "./loader.ts",
} satisfies BlockDefinition;
