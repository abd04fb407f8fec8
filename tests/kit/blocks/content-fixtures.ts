import type { BlogPost, LoaderContext, MarkdownPage, Site } from "../../../runtime/types/index.ts";
import { fakeSite } from "./test-utils.tsx";

/** A blog post as the content loader reads it, with the given fields. */
export function testPost(slug: string, fields: Partial<BlogPost> = {}): BlogPost {
  return { slug, title: `Post ${slug}`, date: "2026-10-01", description: `About ${slug}.`, image_alt: "", category: "news", html: `<p>${slug}</p>`, ...fields };
}

/** A loader context for `url` on a site whose content is these posts and pages, recording the status and meta set. */
export function contentContext(url: string, content: { posts?: BlogPost[]; pages?: MarkdownPage[] }, params: Record<string, string> = {}) {
  const seen = { status: 200, meta: {} as Record<string, unknown> };
  // A whole site document: fakeSite() is the public part, without routes and pages.
  const site = { ...fakeSite(), routes: {}, pages: {} } as unknown as Site;
  const ctx = {
    site,
    pattern: new URL(url).pathname,
    url: new URL(url),
    params,
    services: {
      content: {
        posts: (slug: string) => (slug === site.slug ? (content.posts ?? []) : []),
        page: (slug: string, name: string) => (slug === site.slug ? (content.pages ?? []).find((page) => page.name === name) ?? null : null),
      },
    },
    setStatus: (status: number) => (seen.status = Math.max(seen.status, status)),
    setMeta: (meta: Record<string, unknown>) => Object.assign(seen.meta, meta),
  } as unknown as LoaderContext;
  return { ctx, seen };
}
