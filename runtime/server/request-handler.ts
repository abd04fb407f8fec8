import { randomBytes } from "node:crypto";
import type { FastifyReply, FastifyRequest } from "fastify";
import type { ApiContext, ApiRoute, Services, Site } from "../types/index.ts";
import { createRouteTable, type RouteTable } from "../routing/match-route.ts";
import { resolveTenant } from "../routing/resolve-tenant.ts";
import { canonicalOrigin } from "../routing/canonical-origin.ts";
import type { PageAssets } from "./asset-manifest.ts";
import type { ServerBlocks } from "./block-modules.ts";
import { createApiTable } from "./api-table.ts";
import { resolvePage } from "./resolve-page.ts";
import { renderDocument } from "./render-document.tsx";
import { platformIndexHtml } from "./platform-index.ts";
import { readUser, SESSION_COOKIE } from "./session.ts";
import { answerWithRoute, sendResponse, toRequest } from "./web-adapter.ts";
import { contentSecurityPolicy } from "./content-security-policy.ts";
import { isNotModified, PAGE_CACHE_CONTROL, pageEtag } from "./page-validator.ts";
import { CONSENT_COOKIE, consentFromCookie } from "../analytics/consent-store.ts";
import { fillAnswerKey } from "../http/answer-key.ts";

/** What the request handler serves: the sites, their services and the code and assets that render them. */
export interface Platform {
  sites: Site[];
  services: Services;
  assets: PageAssets;
  blocks: ServerBlocks;
  apiRoutes: ApiRoute[];
  sessionSecret: string;
}

type Handler = (request: FastifyRequest, reply: FastifyReply) => Promise<FastifyReply>;

/**
 * Every request Fastify does not answer itself (health, static assets): API routes by method and path, then
 * the tenant's pages. The body, when there is one, has been read by Fastify within its limit.
 */
export function createRequestHandler(platform: Platform): Handler {
  const routeTables = new Map<string, RouteTable>(platform.sites.map((site) => [site.slug, createRouteTable(site.routes)]));
  const api = createApiTable(platform.apiRoutes);

  return async function handle(request, reply) {
    const method = request.method;
    const context = await apiContext(platform, request);
    const { site, url, user } = context;

    const { found, allowed } = api.match(method, url.pathname);
    if (found && (site || found.route.anyHost)) {
      const body = Buffer.isBuffer(request.body) ? request.body : null;
      return answerWithRoute(found.route, { ...context, params: found.params }, request, reply, body);
    }
    if (allowed.length > 0 && (site || url.pathname.startsWith("/api/"))) {
      return reply.code(405).header("allow", allowed.join(", ")).send({ message: `Method ${method} not allowed`, status: 405 });
    }

    if (!site) {
      return reply.code(url.pathname === "/" ? 200 : 404).type("text/html; charset=utf-8").send(platformIndexHtml(platform.sites, url.port));
    }
    if (url.pathname.startsWith("/api/")) return reply.code(404).send({ message: "Not found", status: 404 });
    if (method !== "GET" && method !== "HEAD") {
      return reply.code(405).header("allow", "GET, HEAD").type("text/plain; charset=utf-8").send("Method not allowed");
    }

    const routes = routeTables.get(site.slug)!;
    const cookies = request.cookies;
    const cameFrom = sameSiteReferrer(request.headers.referer, url);
    if (url.pathname === "/__forecourt/page") {
      const target = new URL(url.searchParams.get("path") || "/", url.origin);
      if (target.origin !== url.origin) return reply.code(400).send({ message: "path must be a path on this site", status: 400 });
      // The browser names the page it is leaving; its Referer already shows the new address.
      const from = sitePath(url.searchParams.get("from"), url);
      const payload = await resolvePage({ site, routes, url: target, user, cookies, services: platform.services, blocks: platform.blocks, cameFrom: from ?? cameFrom });
      return reply.header("cache-control", "no-store").type("application/json; charset=utf-8").send(fillAnswerKey(JSON.stringify(payload)));
    }

    const payload = await resolvePage({ site, routes, url, user, cookies, services: platform.services, blocks: platform.blocks, cameFrom });
    if (payload.redirect) return reply.code(302).header("location", payload.redirect).header("cache-control", "no-store").send();
    const origin = canonicalOrigin(site, url.origin);
    // Only a page that is found has a validator: a 404 is sent whole each time.
    // Made once: the validator hashes it and the page data carries it.
    const payloadJson = JSON.stringify(payload);
    // The page's HTML holds the consent banner or not by this cookie, so its validator does too: a 304 never
    // keeps a page whose banner state is not the shopper's.
    const consent = consentFromCookie(cookies[CONSENT_COOKIE]);
    const etag = payload.status === 200 ? pageEtag({ payloadJson, user, site, assets: platform.assets, origin, consent }) : null;
    if (etag && isNotModified(request.headers["if-none-match"], etag)) {
      // The browser keeps the page it has, whose scripts carry the nonce of the answer it came with, so that
      // answer's Content-Security-Policy must stay with it: a 304's headers replace the stored ones, and a policy
      // here (a new nonce, or helmet's default for answers without script) would block every script on the page.
      reply.removeHeader("content-security-policy");
      return reply.code(304).header("etag", etag).header("cache-control", PAGE_CACHE_CONTROL).send();
    }
    const nonce = randomBytes(16).toString("base64");
    reply.header("content-security-policy", contentSecurityPolicy(site, nonce));
    await renderDocument(reply, { site, payload, payloadJson, assets: platform.assets, blocks: platform.blocks, origin, nonce, etag, consent });
    return reply;
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

async function apiContext(platform: Platform, request: FastifyRequest): Promise<ApiContext> {
  const url = new URL(request.url, `${request.protocol}://${request.host}`);
  const site = resolveTenant(platform.sites, request.host);
  const user = await readUser(platform.services, site, request.cookies[SESSION_COOKIE], platform.sessionSecret);
  return { site, params: {}, url, user, services: platform.services, ip: request.ip };
}

/**
 * The onRequest hook of a route with `authorize`: runs it before Fastify reads the body, and answers its
 * refusal without reading any.
 */
export function createBodyGate(platform: Platform, route: ApiRoute): (request: FastifyRequest, reply: FastifyReply) => Promise<FastifyReply | undefined> {
  const table = createApiTable([route]);
  return async function gate(request, reply) {
    const ctx = await apiContext(platform, request);
    const found = table.match(request.method, ctx.url.pathname).found;
    if (!found || !route.authorize || !(ctx.site || route.anyHost)) return undefined;
    const refused = await route.authorize(toRequest(request, ctx.url, null), { ...ctx, params: found.params });
    return refused ? sendResponse(reply, refused) : undefined;
  };
}

/** Answers an upload route with the form data its files were streamed into (multipart-route.ts). */
export function createFormAnswer(platform: Platform, route: ApiRoute): (request: FastifyRequest, reply: FastifyReply, form: FormData) => Promise<FastifyReply> {
  const table = createApiTable([route]);
  return async function answer(request, reply, form) {
    const ctx = await apiContext(platform, request);
    const found = table.match(request.method, ctx.url.pathname).found;
    if (!found || !(ctx.site || route.anyHost)) return reply.code(404).send({ message: "Not found", status: 404 });
    const headers = toRequest(request, ctx.url, null).headers;
    headers.delete("content-type");
    headers.delete("content-length");
    return sendResponse(reply, await route.handler(new Request(ctx.url, { method: request.method, headers, body: form }), { ...ctx, params: found.params }));
  };
}
