import { PassThrough } from "node:stream";
import { buffer } from "node:stream/consumers";
import type { FastifyReply } from "fastify";
import { renderToPipeableStream } from "react-dom/server";
import { LRUCache } from "lru-cache";
import { StaticRouter } from "react-router";
import { QueryClient, dehydrate, type DehydratedState } from "@tanstack/react-query";
import type { PagePayload } from "../types/index.ts";
import { AppProviders } from "../render/app-providers.tsx";
import { PageView } from "../render/page-view.tsx";
import { pageQueryKey } from "../ui/page-data.ts";
import type { ServerBlocks } from "./block-modules.ts";
import { documentHead, documentTail } from "./document-shell.ts";
import { toPublicSite } from "../site/public-site.ts";
import { logBlockError } from "../http/log.ts";
import { PAGE_CACHE_CONTROL, type PageVersion } from "./page-validator.ts";
import { ANSWER_KEY_SLOT, newAnswerKey } from "../http/answer-key.ts";
import { cutAtSlots, fillSlots, type SlottedPage } from "./slotted-page.ts";

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
 * Pages already rendered, by validator. Two pages with the same validator are the same page (the validator is what
 * lets a browser keep its copy, page-validator.ts), so a page asked for again (the first page of a search, a
 * popular car) is sent as it was: neither React nor the page data is written again. It is rendered with slots
 * where each answer writes values of its own (the nonce of its scripts, the view's key of its forms, the time of
 * its data), and sent with each answer's. Bounded by size.
 */
const renderedPages = new LRUCache<string, SlottedPage>({
  maxSize: 32 * 1024 * 1024,
  sizeCalculation: (page) => page.pieces.reduce((size, piece) => size + piece.length, 0),
});
/** Where a page's scripts name their nonce, which each answer fills in: text no page holds (nonces are base64). */
const NONCE_SLOT = "\u0000nonce\u0000";
/**
 * Where the page data says when it was made: each answer's own time, as its loaders ran for it (the browser
 * fetches data older than its stale time again). A string in place of the number, so its JSON is the slot.
 */
const TIME_SLOT = "\u0000time\u0000";
const SLOTS = [NONCE_SLOT, ANSWER_KEY_SLOT, JSON.stringify(TIME_SLOT)];

/**
 * Renders a page as the reply, sent in one piece; resolves once the reply is handed over.
 * The browser hydrates it from the dehydrated react-query cache.
 */
export function renderDocument(reply: FastifyReply, options: RenderOptions): Promise<void> {
  const kept = options.etag ? renderedPages.get(options.etag) : undefined;
  if (kept !== undefined) {
    sendPage(reply, options, kept);
    return Promise.resolve();
  }
  const { site, payload, assets } = options;
  const queryClient = new QueryClient();
  queryClient.setQueryData(pageQueryKey(payload.path), payload);
  const state = timedBySlot(dehydrate(queryClient));

  // A page where a block failed shows that block's fallback; it is rendered afresh next time rather than kept.
  let failed = false;
  return new Promise((resolve) => {
    const { pipe } = renderToPipeableStream(
      <AppProviders site={toPublicSite(site)} queryClient={queryClient}>
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
          void buffer(body).then((html) => {
            const head = documentHead({ site, payload, assets, origin: options.origin, nonce: NONCE_SLOT });
            const tail = documentTail({ site, state, payload: { value: payload, json: options.payloadJson }, assets, nonce: NONCE_SLOT, consent: options.consent });
            const page = cutAtSlots(Buffer.concat([Buffer.from(head), html, Buffer.from(tail)]), SLOTS);
            if (options.etag && !failed) renderedPages.set(options.etag, page);
            sendPage(reply, options, page);
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

/** Sends a rendered page with this answer's nonce, a view key of its own and its time. */
function sendPage(reply: FastifyReply, options: RenderOptions, page: SlottedPage): void {
  reply.code(options.payload.status).type("text/html; charset=utf-8").header("cache-control", PAGE_CACHE_CONTROL);
  if (options.etag) reply.header("etag", options.etag);
  reply.send(fillSlots(page, [options.nonce, newAnswerKey(), String(Date.now())]));
}

/** The dehydrated page data with the time slot where it says when it was made. */
function timedBySlot(state: DehydratedState): DehydratedState {
  const at = TIME_SLOT as unknown as number;
  return { ...state, queries: state.queries.map((query) => ({ ...query, dehydratedAt: at, state: { ...query.state, dataUpdatedAt: at } })) };
}
