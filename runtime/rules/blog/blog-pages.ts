/** One page of a list of posts: which posts it shows and how many pages there are. */
export interface BlogListPage {
  /** 1-based. */
  page: number;
  pages: number;
  start: number;
  end: number;
}

const PAGE_NUMBER = /^[1-9][0-9]{0,5}$/;

/**
 * The page `requested` (the `page` query parameter; none is the first) of `total` posts, `perPage` a page, or null
 * when there is no such page (not a page number, or past the last), which the blog answers with its 404. An empty
 * list still has its first page, which says there are no posts.
 */
export function blogListPage(total: number, requested: string | null, perPage: number): BlogListPage | null {
  if (requested !== null && !PAGE_NUMBER.test(requested)) return null;
  const page = requested === null ? 1 : Number(requested);
  const pages = Math.max(1, Math.ceil(total / perPage));
  if (page > pages) return null;
  return { page, pages, start: (page - 1) * perPage, end: Math.min(total, page * perPage) };
}

/** The address of a page of a post list: the first page is the list's own path. */
export function blogListHref(path: string, page: number): string {
  return page === 1 ? path : `${path}?page=${page}`;
}

/**
 * The posts published by `today` (YYYY-MM-DD, the dealer's own date): a post dated later waits for its day, so a
 * dealer can add it ahead of time. The order is kept.
 */
export function publishedPosts<Post extends { date: string }>(posts: readonly Post[], today: string): Post[] {
  return posts.filter((post) => post.date <= today);
}
