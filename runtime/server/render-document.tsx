import { Writable } from "node:stream";
import type { ServerResponse } from "node:http";
import { renderToPipeableStream } from "react-dom/server";
import { StaticRouter } from "react-router";
import { QueryClient, dehydrate } from "@tanstack/react-query";
import type { PagePayload, Site } from "../types/index.ts";
import { AppProviders } from "../render/app-providers.tsx";
import { PageView } from "../render/page-view.tsx";
import { pageQueryKey } from "../render/page-query.ts";
import type { AssetManifest } from "./asset-manifest.ts";
import type { ServerBlocks } from "./block-modules.ts";
import { documentHead, documentTail } from "./document-shell.ts";
import { toPublicSite } from "./public-site.ts";
import { logBlockError } from "./log.ts";

export interface RenderOptions {
  site: Site;
  payload: PagePayload;
  manifest: AssetManifest;
  blocks: ServerBlocks;
  /** Origin of the canonical URL (the site's primary domain, see canonical-origin.ts). */
  origin: string;
}

/** Streams a server-rendered page; the browser hydrates it from the dehydrated react-query cache. */
export function renderDocument(res: ServerResponse, options: RenderOptions): void {
  const { site, payload } = options;
  const publicSite = toPublicSite(site);
  const queryClient = new QueryClient();
  queryClient.setQueryData(pageQueryKey(payload.path), payload);
  const types = new Set([...payload.before, ...payload.blocks, ...payload.after].map((block) => block.type));
  const assets = options.manifest.forBlocks(types);
  const data = { site: publicSite, state: dehydrate(queryClient) };

  const { pipe } = renderToPipeableStream(
    <AppProviders site={publicSite} queryClient={queryClient}>
      <StaticRouter location={payload.path}>
        <PageView payload={payload} registry={options.blocks.registry} />
      </StaticRouter>
    </AppProviders>,
    {
      // Blocks never wait on data (loaders ran first), so no boundary is split out of the stream: the HTML is
      // complete without JavaScript, in document order.
      progressiveChunkSize: Number.MAX_SAFE_INTEGER,
      onShellReady() {
        res.statusCode = payload.status;
        res.setHeader("content-type", "text/html; charset=utf-8");
        res.setHeader("cache-control", "no-store");
        res.write(documentHead({ site, payload, assets, origin: options.origin }));
        pipe(
          new Writable({
            write(chunk, _encoding, callback) {
              res.write(chunk, callback);
            },
            final(callback) {
              res.end(documentTail({ data, assets }), callback);
            },
          }),
        );
      },
      onShellError(error) {
        logBlockError({ site: site.slug, route: payload.path, block: "(page shell)", error });
        res.statusCode = 500;
        res.setHeader("content-type", "text/html; charset=utf-8");
        res.end("<!doctype html><title>Something went wrong</title><p>Something went wrong. Please try again.</p>");
      },
      onError(error, info) {
        const block = /Block\(([^)]+)\)/.exec(info?.componentStack ?? "")?.[1] ?? "(unknown)";
        logBlockError({ site: site.slug, route: payload.path, block, error });
      },
    },
  );
}
