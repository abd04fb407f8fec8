// What the loader hands the component: types only, so the browser's code never imports the loader.
import type { BlogCard } from "../../runtime/types/generated/blog-card.ts";

export interface BlogListData {
  cards: BlogCard[];
  /** 1-based. */
  page: number;
  pages: number;
  /** The list's own path, which its page links add ?page= to. */
  path: string;
}
