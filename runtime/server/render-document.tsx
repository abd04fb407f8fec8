import { PassThrough } from "node:stream";
import { buffer } from "node:stream/consumers";
import type { FastifyReply } from "fastify";
import { renderToPipeableStream } from "react-dom/server";
import { LRUCache } from "lru-cache";
import { StaticRouter } from "react-router";
import { QueryClient, dehydrate } from "@tanstack/react-query";
import type { PagePayload } from "../types/index.ts";
import { AppProviders } from "../render/app-providers.tsx";
import { PageView } from "../render/page-view.tsx";
import { pageQueryKey } from "../ui/page-data.ts";
import type { ServerBlocks } from "./block-modules.ts";
import { documentHead, documentTail } from "./document-shell.ts";
import { toPublicSite } from "../site/public-site.ts";
import { logBlockError } from "../http/log.ts";
import { PAGE_CACHE_CONTROL, type PageVersion } from "./page-validator.ts";
import { fillAnswerKey } from "../http/answer-key.ts";

/** What the page is rendered from: what decides its validator (the payload's JSON made once for both), and more. */
export interface RenderOptions extends Omit<PageVersion, "user"> {
  payload: PagePayload;
  blocks: ServerBlocks;
  /** This response's Content-Security-Policy nonce, for the scripts the page writes. */
  nonce: string;
  /** The page's validator (page-validator.ts), or null for a page sent whole every time. */
  etag: string | null;
}

/**
 * React's part of pages already rendered, by validator. Two pages with the same validator are the same page (the
 * validator is what lets a browser keep its copy, page-validator.ts), so a page asked for again (the first page of
 * a search, a popular car) skips React. It is rendered with slots where each answer writes values of its own (the
 * nonce of React's scripts, the view's key of its forms), so a kept body is sent with each answer's. Bounded by size.
 */
const renderedBodies = new LRUCache<string, string>({ maxSize: 32 * 1024 * 1024, sizeCalculation: (body) => body.length });
/** Where React writes its scripts' nonce, which each answer fills in: text no page holds (nonces are base64). */
const NONCE_SLOT = "\u0000nonce\u0000";

/**
 * Renders a page as the reply, sent in one piece; resolves once the reply is handed over.
 * The browser hydrates it from the dehydrated react-query cache.
 */
export function renderDocument(reply: FastifyReply, options: RenderOptions): Promise<void> {
  const { site, payload } = options;
  const publicSite = toPublicSite(site);
  const queryClient = new QueryClient();
  queryClient.setQueryData(pageQueryKey(payload.path), payload);
  const { assets } = options;
  const state = dehydrate(queryClient);

  const send = (html: string) => {
    const head = documentHead({ site, payload, assets, origin: options.origin, nonce: options.nonce });
    const tail = documentTail({ site, state, payload: { value: payload, json: options.payloadJson }, assets, nonce: options.nonce, consent: options.consent });
    reply.code(payload.status).type("text/html; charset=utf-8").header("cache-control", PAGE_CACHE_CONTROL);
    if (options.etag) reply.header("etag", options.etag);
    reply.send(fillAnswerKey(head + html.replaceAll(NONCE_SLOT, options.nonce) + tail));
  };
  const rendered = options.etag ? renderedBodies.get(options.etag) : undefined;
  if (rendered !== undefined) {
    send(rendered);
    return Promise.resolve();
  }

  // A page where a block failed shows that block's fallback; it is rendered afresh next time rather than kept.
  let failed = false;
  return new Promise((resolve) => {
    const { pipe } = renderToPipeableStream(
      <AppProviders site={publicSite} queryClient={queryClient}>
        <StaticRouter location={payload.path}>
          <PageView payload={payload} registry={options.blocks.registry} />
        </StaticRouter>
      </AppProviders>,
      {
        nonce: NONCE_SLOT,
        // Blocks never wait on data (loaders ran first), so no boundary is split out of the stream: the HTML is
        // complete without JavaScript, in document order.
        progressiveChunkSize: Number.MAX_SAFE_INTEGER,
        // Nothing waits, so the whole page is ready with its shell: it is gathered and sent as one body (one
        // write to the socket, or one pass of the compressor) rather than as React's many small chunks.
        onShellReady() {
          const body = new PassThrough();
          pipe(body);
          void buffer(body).then((bytes) => {
            const html = bytes.toString("utf8");
            if (options.etag && !failed) renderedBodies.set(options.etag, html);
            send(html);
            resolve();
          });
        },
        onShellError(error) {
          logBlockError({ site: site.slug, route: payload.path, block: "(page shell)", error });
          reply.code(500).type("text/html; charset=utf-8").send("<!doctype html><title>Something went wrong</title><p>Something went wrong. Please try again.</p>");
          resolve();
        },
        onError(error, info) {
          failed = true;
          const block = /Block\(([^)]+)\)/.exec(info?.componentStack ?? "")?.[1] ?? "(unknown)";
          logBlockError({ site: site.slug, route: payload.path, block, error });
        },
      },
    );
  });
}
