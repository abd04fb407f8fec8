import type { LoaderContext, PageMeta } from "../types/index.ts";

/**
 * For a page about one thing named in its path (a location, a brand, a model): when the thing is missing the
 * page becomes the site's 404; otherwise it takes the thing's title and description.
 */
export function pageAbout<T>(ctx: LoaderContext, subject: T | null, meta: (subject: T) => Pick<PageMeta, "title" | "description">): T | null {
  if (subject === null) ctx.setStatus(404);
  else ctx.setMeta(meta(subject));
  return subject;
}
