import type { BlogPostFrontMatter } from "./generated/blog-post.ts";
import type { ContentPageFrontMatter } from "./generated/content-page.ts";

/** A blog post of a site: its front matter, its slug (the file's name) and its body as safe HTML. */
export interface BlogPost extends BlogPostFrontMatter {
  slug: string;
  html: string;
}

/** One question of a questions page and its answer as plain text. */
export interface PageQuestion {
  question: string;
  answer: string;
}

/** A content page written in Markdown: its front matter, its name (the file's name) and its body as safe HTML. */
export interface MarkdownPage extends ContentPageFrontMatter {
  name: string;
  html: string;
  /** The page's questions when `questions` is set, else none. */
  faq: PageQuestion[];
}

/** The Markdown content of every site, read once at start. */
export interface SiteContent {
  /** The site's blog posts, newest first. */
  posts(site: string): readonly BlogPost[];
  /** The site's content page of this name (its own, else its templates'), or null. */
  page(site: string, name: string): MarkdownPage | null;
}
