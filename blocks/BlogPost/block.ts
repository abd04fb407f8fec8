import type { BlockDefinition } from "../../runtime/types/index.ts";

export default {
  title: "Blog post",
  description:
    "The page of one blog post (/blog/{slug}: the Markdown file sites/{site slug}/blog/{slug}.md): title, date (dd/MM/yyyy), author, picture and the post as sanitised HTML, with BlogPosting JSON-LD and the post's picture for share previews. A post the site does not have shows the site's 404 page.",
  schema: "./schema.json",
  component: "./BlogPost.tsx",
  loader: "./loader.ts",
} satisfies BlockDefinition;
