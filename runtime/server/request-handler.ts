import type { IncomingMessage, ServerResponse } from "node:http";
import type { ApiRoute, Services, Site } from "../types/index.ts";
import { createRouteTable, type RouteTable } from "../routing/match-route.ts";
import { resolveTenant } from "../routing/resolve-tenant.ts";
import { canonicalOrigin } from "../routing/canonical-origin.ts";
import type { AssetManifest } from "./asset-manifest.ts";
import type { StaticFiles } from "./static-files.ts";
import type { ServerBlocks } from "./block-modules.ts";
import { createApiTable } from "./api-table.ts";
import { resolvePage } from "./resolve-page.ts";
import { renderDocument } from "./render-document.tsx";
import { platformIndexHtml } from "./platform-index.ts";
import { readUser } from "./session.ts";
import { answerWithRoute, BodyTooLarge, readBody } from "./web-adapter.ts";
import { logError } from "./log.ts";

export interface Platform {
  sites: Site[];
  services: Services;
  manifest: AssetManifest;
  blocks: ServerBlocks;
  staticFiles: StaticFiles;
  apiRoutes: ApiRoute[];
  sessionSecret: string;
  /** Largest API request body accepted, in bytes. */
  bodyLimit: number;
}

type Handler = (req: IncomingMessage, res: ServerResponse) => void;

export function createRequestHandler(platform: Platform): Handler {
  const routeTables = new Map<string, RouteTable>(platform.sites.map((site) => [site.slug, createRouteTable(site.routes)]));
  const api = createApiTable(platform.apiRoutes);

  async function handle(req: IncomingMessage, res: ServerResponse): Promise<void> {
    const method = req.method ?? "GET";
    const host = req.headers.host ?? "localhost";
    const proto = req.headers["x-forwarded-proto"] === "https" ? "https" : "http";
    const url = new URL(req.url ?? "/", `${proto}://${host}`);
    const site = resolveTenant(platform.sites, host);
    const user = readUser(req.headers.cookie, platform.sessionSecret);

    if (url.pathname === "/healthz") return sendText(res, 200, "ok");
    if (url.pathname.startsWith("/assets/")) return sendStatic(req, res, url.pathname);

    const { found, allowed } = api.match(method, url.pathname);
    if (found && (site || found.route.anyHost)) {
      let body: Buffer | null = null;
      try {
        body = method === "GET" || method === "HEAD" ? null : await readBody(req, platform.bodyLimit);
      } catch (error) {
        if (error instanceof BodyTooLarge) return sendJson(res, 413, { message: "Request body too large", status: 413 });
        throw error;
      }
      const ip = req.socket.remoteAddress ?? "";
      const ctx = { site, params: found.params, url, user, services: platform.services, ip };
      return answerWithRoute(found.route, ctx, req, res, body, method === "HEAD");
    }
    if (allowed.length > 0 && (site || url.pathname.startsWith("/api/"))) {
      res.setHeader("allow", allowed.join(", "));
      return sendJson(res, 405, { message: `Method ${method} not allowed`, status: 405 });
    }

    if (!site) {
      res.setHeader("content-type", "text/html; charset=utf-8");
      res.statusCode = url.pathname === "/" ? 200 : 404;
      return void res.end(platformIndexHtml(platform.sites, url.port));
    }
    if (url.pathname.startsWith("/api/")) return sendJson(res, 404, { message: "Not found", status: 404 });
    if (method !== "GET" && method !== "HEAD") {
      res.setHeader("allow", "GET, HEAD");
      return sendText(res, 405, "Method not allowed");
    }

    const routes = routeTables.get(site.slug)!;
    const cameFrom = sameSiteReferrer(req.headers.referer, url);
    if (url.pathname === "/__forecourt/page") {
      const target = new URL(url.searchParams.get("path") || "/", url.origin);
      if (target.origin !== url.origin) return sendJson(res, 400, { message: "path must be a path on this site", status: 400 });
      // The browser names the page it is leaving; its Referer already shows the new address.
      const from = sitePath(url.searchParams.get("from"), url);
      const payload = await resolvePage({ site, routes, url: target, user, services: platform.services, blocks: platform.blocks, cameFrom: from ?? cameFrom });
      res.setHeader("cache-control", "no-store");
      return sendJson(res, 200, payload);
    }

    const payload = await resolvePage({ site, routes, url, user, services: platform.services, blocks: platform.blocks, cameFrom });
    if (payload.redirect) {
      res.writeHead(302, { location: payload.redirect, "cache-control": "no-store" });
      return void res.end();
    }
    renderDocument(res, { site, payload, manifest: platform.manifest, blocks: platform.blocks, origin: canonicalOrigin(site, url.origin) });
  }

  function sendStatic(req: IncomingMessage, res: ServerResponse, pathname: string): void {
    const file = platform.staticFiles.get(pathname, String(req.headers["accept-encoding"] ?? ""));
    if (!file) return sendText(res, 404, "Not found");
    res.setHeader("content-type", file.type);
    res.setHeader("cache-control", "public, max-age=31536000, immutable");
    res.setHeader("vary", "accept-encoding");
    if (file.encoding) res.setHeader("content-encoding", file.encoding);
    res.end(file.body);
  }

  return (req, res) => {
    handle(req, res).catch((error) => {
      logError(`request failed: ${req.method} ${req.headers.host}${req.url}`, error);
      if (res.headersSent) return void res.end();
      sendText(res, 500, "Something went wrong. Please try again.");
    });
  };
}

function sameSiteReferrer(referer: string | undefined, url: URL): string | null {
  if (!referer) return null;
  try {
    const from = new URL(referer);
    return from.host === url.host ? from.pathname + from.search : null;
  } catch {
    return null;
  }
}

/** A path and query on this site ("/finance?x=1"), or null for anything else (another host, junk). */
function sitePath(value: string | null, url: URL): string | null {
  if (!value?.startsWith("/")) return null;
  return sameSiteReferrer(new URL(value, url.origin).href, url);
}

// Status and headers set rather than written: ending with the whole body then sends its length, not chunks.
function sendText(res: ServerResponse, status: number, text: string): void {
  res.statusCode = status;
  res.setHeader("content-type", "text/plain; charset=utf-8");
  res.end(text);
}

function sendJson(res: ServerResponse, status: number, body: unknown): void {
  res.statusCode = status;
  res.setHeader("content-type", "application/json; charset=utf-8");
  res.end(JSON.stringify(body));
}
