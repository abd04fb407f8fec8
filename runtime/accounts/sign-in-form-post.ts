import type { ApiContext, ApiHandler } from "../types/index.ts";
import { htmlNotice } from "../leads/html-notice.ts";
import { foreignOrigin, type SiteContext } from "./account-deps.ts";
import { readForm } from "./read-form.ts";
import { readSignInQuery, type SignInQuery } from "./sign-in-query.ts";

type SignInFormHandler = (request: Request, ctx: SiteContext, fields: URLSearchParams, query: SignInQuery) => Promise<Response>;

/** A sign-in form's post: on a site's host, from that site, its fields read with the sign-in query among them. */
export function signInFormPost(handler: SignInFormHandler): ApiHandler {
  return async (request: Request, context: ApiContext) => {
    if (!context.site) return htmlNotice(404, "Not found", "/");
    if (foreignOrigin(request, context)) return htmlNotice(403, "This form must be sent from this site.", "/sign-in");
    const form = await readForm(request);
    if (!form.ok) return form.response;
    return handler(request, context as SiteContext, form.fields, readSignInQuery(form.fields));
  };
}
