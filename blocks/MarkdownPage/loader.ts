import type { BlockLoader } from "../../runtime/types/index.ts";
import { contentPageRoute, faqPageJsonLd } from "../../runtime/kit/rules.ts";
import { pageAbout } from "../../runtime/kit/routing.ts";
import type { MarkdownPageProps } from "./props.gen.ts";
import type { MarkdownPageData } from "./data.ts";

/** The content page the block names, or the route's {page}; a page the site does not have makes the page its 404. */
const load: BlockLoader<MarkdownPageProps, MarkdownPageData | null> = (props, ctx) => {
  const name = props.page || ctx.params.page || "";
  const page = pageAbout(ctx, ctx.services.content.page(ctx.site.slug, name), (found) => ({ title: found.title, description: found.description }));
  if (!page) return null;
  // Shown at /pages/{page} while a page of its own shows it too: that page's route is the one canonical URL.
  const own = props.page ? null : contentPageRoute(ctx.site.routes, ctx.site.pages, name);
  if (own) ctx.setMeta({ canonical: own });
  if (page.faq.length > 0) ctx.setMeta({ jsonLd: [faqPageJsonLd(page.faq)] });
  return { title: page.title, html: page.html };
};

export default load;
