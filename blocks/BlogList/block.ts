import type { BlockDefinition } from "../../runtime/types/index.ts";

export default {
  title: "Blog list",
  description:
    "The site's blog posts (Markdown files in sites/{site slug}/blog/), newest first, as cards: picture, date (dd/MM/yyyy), title and description cut at 80 characters, each linking to the post's page, a page of posts at a time with links to the other pages (?page=2). `category` lists one category's posts (/blog/vehicle-reviews). A page number past the last shows the site's 404 page.",
  schema: "./schema.json",
  component: "./BlogList.tsx",
  loader: "./loader.ts",
} satisfies BlockDefinition;
