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

/** One part or accessory of a site's catalogue (parts.csv), and the vehicles it fits. */
export interface CataloguePart {
  part_number: string;
  name: string;
  /** Accessories, Servicing, Protection...; "" when the catalogue gives none. */
  category: string;
  /** The make it fits; null for a part that fits any vehicle. */
  make: string | null;
  /** The models of that make it fits; empty for every model of the make. */
  models: string[];
  /** First and last model years it fits; null for no limit. */
  year_from: number | null;
  year_to: number | null;
  /** Dollars including GST; null when the dealer quotes it. */
  price: number | null;
  /** A path on the site or an https address; null for none. */
  image: string | null;
}

/** The content of every site (Markdown, the parts catalogue), read once at start. */
export interface SiteContent {
  /** The site's blog posts, newest first. */
  posts(site: string): readonly BlogPost[];
  /** The site's content page of this name (its own, else its templates'), or null. */
  page(site: string, name: string): MarkdownPage | null;
  /** The site's parts catalogue (its own parts.csv, else its templates'), in file order. */
  parts(site: string): readonly CataloguePart[];
}
