import type { ApiContext, Site } from "../types/index.ts";
import type { LeadRouteDeps } from "./lead-route-deps.ts";
import { checkSenderLimit } from "./lead-rate-limits.ts";
import { isSameSiteRequest } from "../site/origin-check.ts";
import { readBodyText } from "../http/read-json-body.ts";
import { singleError } from "./lead-responses.ts";

export type Guarded = { ok: true; site: Site; text: string } | { ok: false; response: Response };

export const UNKNOWN_SITE = "Unknown site";
export const CROSS_SITE = "Cross-site submissions are not accepted";
export const TOO_MANY = "Too many submissions. Please try again later.";

/**
 * The checks every lead POST passes before its body is looked at: site, origin, the sender's own rate limit,
 * body size. The site-wide quota comes later, once the body is known to be a real submission.
 */
export async function guardLeadPost(request: Request, ctx: ApiContext, deps: LeadRouteDeps): Promise<Guarded> {
  const site = ctx.site;
  if (!site) return { ok: false, response: singleError(404, "site", UNKNOWN_SITE) };
  if (!isSameSiteRequest(request, site)) return { ok: false, response: singleError(403, "origin", CROSS_SITE) };
  const server = site.leads.server;
  const decision = await checkSenderLimit(deps.limiter(ctx.services.db), server, deps.overrides, site.slug, ctx.ip, deps.now().getTime());
  if (!decision.allowed) return { ok: false, response: tooMany(decision.retryAfterSeconds) };
  const body = await readBodyText(request, server.max_body_bytes);
  return body.ok ? { ok: true, site, text: body.text } : body;
}

export function tooMany(retryAfterSeconds: number): Response {
  return singleError(429, "body", TOO_MANY, { "retry-after": String(retryAfterSeconds) });
}
