import type { BlogPost, MarkdownPage } from "../../types/content.ts";
import type { BlogPostFrontMatter } from "../../types/generated/blog-post.ts";
import type { ContentPageFrontMatter } from "../../types/generated/content-page.ts";
import blogPostSchema from "../../../schemas/blog-post.schema.json" with { type: "json" };
import contentPageSchema from "../../../schemas/content-page.schema.json" with { type: "json" };
import type { SiteError } from "../site-error.ts";
import { readFrontMatter } from "./front-matter.ts";
import { markdownHtml, markdownQuestions } from "./markdown.ts";

/** A blog post from its file: `slug` is the file's name. */
export function blogPostFile(file: string, slug: string, text: string): BlogPost | SiteError[] {
  const read = readFrontMatter<BlogPostFrontMatter>(file, text, blogPostSchema);
  if (Array.isArray(read)) return read;
  return { ...read.data, slug, html: markdownHtml(read.body) };
}

/** A content page from its file: `name` is the file's name. */
export function contentPageFile(file: string, name: string, text: string): MarkdownPage | SiteError[] {
  const read = readFrontMatter<ContentPageFrontMatter>(file, text, contentPageSchema);
  if (Array.isArray(read)) return read;
  return { ...read.data, name, html: markdownHtml(read.body), faq: read.data.questions ? markdownQuestions(read.body) : [] };
}
