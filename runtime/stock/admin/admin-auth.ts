import { jsonResponse } from "../../http/json-response.ts";
import type { ApiContext, Site } from "../../types/index.ts";
import { siteOfToken } from "./api-tokens.ts";

/** An admin API refusal: `{ message, status }`. */
export function refusal(status: number, message: string, extra: Record<string, unknown> = {}): Response {
  return jsonResponse({ message, status, ...extra }, status);
}

/**
 * The site an admin request may change: its `Authorization: Bearer` token must be live (401) and the site's own
 * (403), and the site must be the one this host serves (404).
 */
export async function authorizeSite(request: Request, ctx: ApiContext): Promise<{ site: Site } | { response: Response }> {
  const header = request.headers.get("authorization") ?? "";
  const token = /^Bearer ([^\s]+)$/i.exec(header)?.[1];
  const tokenSite = token ? await siteOfToken(ctx.services.db, token) : null;
  if (!tokenSite) {
    return { response: new Response(JSON.stringify({ message: "A valid API token is required (Authorization: Bearer <token>)", status: 401 }), { status: 401, headers: { "content-type": "application/json; charset=utf-8", "www-authenticate": "Bearer", "cache-control": "no-store" } }) };
  }
  const slug = ctx.params.slug ?? "";
  if (tokenSite !== slug) return { response: refusal(403, `This token is not for site ${slug}`) };
  if (!ctx.site || ctx.site.slug !== slug) return { response: refusal(404, `No site ${slug} on this host`) };
  return { site: ctx.site };
}
