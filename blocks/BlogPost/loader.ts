import type { BlockLoader } from "../../runtime/types/index.ts";
import { blogPostingJsonLd, publishedPosts, stateTimeZone, wallClock } from "../../runtime/kit/rules.ts";
import { canonicalOrigin, pageAbout } from "../../runtime/kit/routing.ts";
import type { BlogPostProps } from "./props.gen.ts";
import type { BlogPostData } from "./data.ts";

/** The post of the page's {slug}; a post the site does not have makes the page its 404. */
const load: BlockLoader<BlogPostProps, BlogPostData | null> = (_props, ctx) => {
  const found = publishedPosts(ctx.services.content.posts(ctx.site.slug), wallClock(new Date(), stateTimeZone(ctx.site.address.state)).date).find((post) => post.slug === ctx.params.slug) ?? null;
  const post = pageAbout(ctx, found, (about) => ({ title: about.title, description: about.description }));
  if (!post) return null;
  const origin = canonicalOrigin(ctx.site, ctx.url.origin);
  ctx.setMeta({
    ...(post.image ? { image: post.image } : {}),
    jsonLd: [blogPostingJsonLd(post, { name: ctx.site.name, logo: ctx.site.logo.url }, origin)],
  });
  const { title, date, image, image_alt, author, html } = post;
  return { title, date, image, image_alt, author, html };
};

export default load;
