import { format, parseISO } from "date-fns";
import type { BlogCard } from "../../types/generated/blog-card.ts";
import type { BlogPost } from "../../types/content.ts";
import { truncateText } from "../truncate.ts";

/** Spec §9: a blog card's description is cut at 80 characters. */
export const BLOG_CARD_LIMIT = 80;

/** The card of a post on the blog's pages (spec §3 Blog card), linking to its page. */
export function blogCard(post: Pick<BlogPost, "slug" | "title" | "description" | "date" | "image">): BlogCard {
  return {
    href: `/blog/${post.slug}`,
    heading: post.title,
    description: truncateText(post.description, BLOG_CARD_LIMIT).text,
    date: post.date,
    ...(post.image ? { image: post.image } : {}),
  };
}

/** A post's date as Australians write it: dd/MM/yyyy. */
export function blogDateLabel(date: string): string {
  return format(parseISO(date), "dd/MM/yyyy");
}
