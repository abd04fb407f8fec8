import type { BlockLoader } from "../../runtime/types/index.ts";
import { blogCard, blogListHref, blogListPage, publishedPosts, stateTimeZone, wallClock } from "../../runtime/kit/rules.ts";
import type { BlogListProps } from "./props.gen.ts";
import type { BlogListData } from "./data.ts";

/** The page of posts the URL asks for (`?page=`); a page that does not exist makes the page its 404. */
const load: BlockLoader<BlogListProps, BlogListData | null> = (props, ctx) => {
  const posts = publishedPosts(ctx.services.content.posts(ctx.site.slug), wallClock(new Date(), stateTimeZone(ctx.site.address.state)).date).filter((post) => props.category === null || post.category === props.category);
  const shown = blogListPage(posts.length, ctx.url.searchParams.get("page"), props.per_page);
  if (!shown) {
    ctx.setStatus(404);
    return null;
  }
  const path = ctx.url.pathname;
  if (shown.page > 1) ctx.setMeta({ canonical: blogListHref(path, shown.page) });
  return { cards: posts.slice(shown.start, shown.end).map(blogCard), page: shown.page, pages: shown.pages, path };
};

export default load;
