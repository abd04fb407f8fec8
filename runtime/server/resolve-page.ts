import type {
  BlockInstance,
  LoaderContext,
  PageMeta,
  PagePayload,
  RenderedBlock,
  Services,
  SignedInUser,
  Site,
} from "../types/index.ts";
import type { RouteTable } from "../routing/match-route.ts";
import { gateRedirect } from "../routing/gate-redirect.ts";
import { canonicalOrigin } from "../routing/canonical-origin.ts";
import { canonicalPath } from "../routing/canonical-path.ts";
import { finishMeta } from "./finish-meta.ts";
import type { ServerBlocks } from "./block-modules.ts";
import { logBlockError } from "../http/log.ts";

export interface ResolveInput {
  site: Site;
  routes: RouteTable;
  url: URL;
  user: SignedInUser | null;
  cookies: Readonly<Record<string, string | undefined>>;
  services: Services;
  blocks: ServerBlocks;
  /** Path and query of the same-site page the visitor came from. */
  cameFrom: string | null;
}

type PageDefinition = Site["pages"][string];

/** Turns a request into a page payload: route match, gate, then every block loader in parallel. */
export async function resolvePage(input: ResolveInput): Promise<PagePayload> {
  const match = input.routes.match(input.url.pathname);
  const requested = input.url.pathname + input.url.search;
  if (match) {
    const page = input.site.pages[match.target];
    const redirect = gateRedirect({
      gate: page?.gate,
      signedIn: input.user !== null,
      requested,
      cameFrom: input.cameFrom,
    });
    if (page && redirect) return redirectPayload(match.target, match.pattern, requested, redirect);
    if (page) {
      const payload = await loadPage(input, match.target, page, match.pattern, match.params, 200);
      if (payload.status !== 404) return payload;
    }
  }
  return loadPage(input, "not-found", notFoundPage(input.site), "", {}, 404);
}

async function loadPage(
  input: ResolveInput,
  pageId: string,
  page: PageDefinition,
  pattern: string,
  params: Record<string, string>,
  initialStatus: number,
): Promise<PagePayload> {
  let status = initialStatus;
  let redirect: string | null = null;
  const meta: PageMeta = { title: page.title, description: page.description, canonical: canonicalPath(input.site, pattern, params, input.url.pathname) };
  const ctx: LoaderContext = {
    site: input.site,
    pattern,
    params,
    url: input.url,
    user: input.user,
    cookies: input.cookies,
    services: input.services,
    setStatus: (next) => {
      status = Math.max(status, next);
    },
    setMeta: ({ jsonLd, ...next }) => {
      Object.assign(meta, next);
      if (jsonLd) meta.jsonLd = [...(meta.jsonLd ?? []), ...jsonLd];
    },
    redirect: (path) => {
      redirect = path;
    },
  };
  const layout = page.layout ? input.site.layout : { before: [], after: [] };
  const [before, blocks, after] = await Promise.all([
    loadBlocks(layout.before, "layout-before", ctx, input.blocks),
    loadBlocks(page.blocks, pageId, ctx, input.blocks),
    loadBlocks(layout.after, "layout-after", ctx, input.blocks),
  ]);
  const path = input.url.pathname + input.url.search;
  if (redirect !== null) return redirectPayload(pageId, pattern, path, redirect);
  const finished = finishMeta(meta, input.site, { pattern, noindex: page.noindex, origin: canonicalOrigin(input.site, input.url.origin) });
  return { status, pageId, pattern, params, path, meta: finished, before, blocks, after };
}

function loadBlocks(
  instances: readonly BlockInstance[],
  prefix: string,
  ctx: LoaderContext,
  blocks: ServerBlocks,
): Promise<RenderedBlock[]> {
  return Promise.all(
    instances.map(async (instance, index) => {
      const block: RenderedBlock = {
        id: instance.id ?? `${prefix}-${index}`,
        type: instance.type,
        props: (instance.props ?? {}) as Record<string, unknown>,
        data: null,
      };
      const load = blocks.loader(instance.type);
      if (!load) return block;
      try {
        block.data = (await load(block.props, ctx)) ?? null;
      } catch (error) {
        logBlockError({ site: ctx.site.slug, route: ctx.url.pathname, block: `${block.type}#${block.id}`, error });
        block.failed = true;
      }
      return block;
    }),
  );
}

function notFoundPage(site: Site): PageDefinition {
  const fallback: PageDefinition = { title: `Page not found | ${site.name}`, description: "", gate: null, layout: true, canonical_route: null, noindex: false, blocks: [] };
  return site.pages["not-found"] ?? fallback;
}

function redirectPayload(pageId: string, pattern: string, path: string, redirect: string): PagePayload {
  const meta = { title: "", description: "", canonical: path };
  return { status: 302, redirect, pageId, pattern, params: {}, path, meta, before: [], blocks: [], after: [] };
}
