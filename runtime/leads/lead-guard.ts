import type { ApiContext, Site } from "../types/index.ts";
import type { LeadRouteDeps } from "./lead-route-deps.ts";
import { checkLeadRateLimits } from "./lead-rate-limits.ts";
import { isSameSiteRequest } from "./origin-check.ts";
import { readLimitedBody } from "./read-limited-body.ts";
import { jsonResponse, singleError } from "./lead-responses.ts";

export type Guarded = { ok: true; site: Site; text: string } | { ok: false; response: Response };

export const UNKNOWN_SITE = "Unknown site";
export const CROSS_SITE = "Cross-site submissions are not accepted";
export const TOO_MANY = "Too many submissions. Please try again later.";
export const TOO_LARGE = "Request body too large";

/** The checks every lead POST passes before its body is looked at: site, origin, rate limits, body size. */
export async function guardLeadPost(request: Request, ctx: ApiContext, deps: LeadRouteDeps): Promise<Guarded> {
  const site = ctx.site;
  if (!site) return { ok: false, response: singleError(404, "site", UNKNOWN_SITE) };
  if (!isSameSiteRequest(request, site)) return { ok: false, response: singleError(403, "origin", CROSS_SITE) };
  const server = site.leads.server;
  const decision = checkLeadRateLimits(deps.limiter, server, deps.overrides, site.slug, ctx.ip, deps.now().getTime());
  if (!decision.allowed) {
    const retryAfter = String(decision.retryAfterSeconds);
    return { ok: false, response: singleError(429, "body", TOO_MANY, { "retry-after": retryAfter }) };
  }
  const body = await readLimitedBody(request, server.max_body_bytes);
  if (!body.ok) return { ok: false, response: UNREADABLE[body.reason]() };
  return { ok: true, site, text: body.text };
}

const UNREADABLE = {
  // The platform's own 413 shape (`message`, `status`: a body over the server's limit gets it before any route),
  // with the lead API's `errors` beside it.
  "too-large": () => jsonResponse(413, { message: TOO_LARGE, status: 413, errors: [{ field: "body", message: TOO_LARGE }] }),
  "not-utf8": () => singleError(400, "body", "Request body must be UTF-8 text"),
  unreadable: () => singleError(400, "body", "Request body could not be read"),
};
