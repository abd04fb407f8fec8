import type { ApiHandler } from "../types/index.ts";
import { readBodyText } from "../http/read-json-body.ts";
import { htmlNotice } from "../leads/html-notice.ts";
import { foreignOrigin, type SiteContext } from "./account-deps.ts";

const FORM_LIMIT_BYTES = 64 * 1024;

/** A posted form's fields; a body too large or unreadable is answered with a small page. */
export async function readForm(request: Request): Promise<{ ok: true; fields: URLSearchParams } | { ok: false; response: Response }> {
  const body = await readBodyText(request, FORM_LIMIT_BYTES);
  if (!body.ok) return { ok: false, response: htmlNotice(body.response.status, "This form could not be read. Please try again.", "/sign-in") };
  return { ok: true, fields: new URLSearchParams(body.text) };
}

export type SiteFormHandler = (request: Request, ctx: SiteContext, fields: URLSearchParams) => Promise<Response>;

/** Whom a form post from another origin is told to send it from, and the page they are sent back to. */
interface OwnOrigin {
  refusal: string;
  back: string;
}

const FROM_THIS_SITE: OwnOrigin = { refusal: "This form must be sent from this site.", back: "/" };

/** A form's post on a site's host (404 elsewhere), from that site's own origin (403 otherwise), its fields read. */
export function siteFormPost(handler: SiteFormHandler, origin: OwnOrigin = FROM_THIS_SITE): ApiHandler {
  return async (request, ctx) => {
    if (!ctx.site) return htmlNotice(404, "Not found", "/");
    if (foreignOrigin(request, ctx)) return htmlNotice(403, origin.refusal, origin.back);
    const form = await readForm(request);
    return form.ok ? handler(request, ctx as SiteContext, form.fields) : form.response;
  };
}
