import { resolveTenant } from "../routing/resolve-tenant.ts";

type OriginSite = { slug: string; domains: readonly string[] };

/**
 * Refuses cross-site requests whatever their content type: a browser that says the request is cross-site
 * (Sec-Fetch-Site), or names a page origin in Origin (or, failing that, Referer) that is neither the request's
 * own host nor one of the site's hosts. Requests that name no origin at all come from no browser page, so they
 * cannot be forged by another site and are left to the rate limits.
 */
export function isSameSiteRequest(request: Request, site: OriginSite): boolean {
  if (request.headers.get("sec-fetch-site") === "cross-site") return false;
  const claimed = request.headers.get("origin") ?? refererOrigin(request.headers.get("referer"));
  if (claimed === null) return true;
  if (claimed === "null") return false;
  let host: string;
  try {
    host = new URL(claimed).host.toLowerCase();
  } catch {
    return false;
  }
  const requestHost = (request.headers.get("host") ?? new URL(request.url).host).toLowerCase();
  return host === requestHost || resolveTenant([site], host) !== null;
}

function refererOrigin(referer: string | null): string | null {
  if (!referer) return null;
  try {
    return new URL(referer).origin;
  } catch {
    return "null";
  }
}
