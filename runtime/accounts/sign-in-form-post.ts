import type { ApiHandler } from "../types/index.ts";
import type { SiteContext } from "./account-deps.ts";
import { siteFormPost } from "./read-form.ts";
import { readSignInQuery, type SignInQuery } from "./sign-in-query.ts";

type SignInFormHandler = (request: Request, ctx: SiteContext, fields: URLSearchParams, query: SignInQuery) => Promise<Response>;

/** A sign-in form's post: on a site's host, from that site, its fields read with the sign-in query among them. */
export function signInFormPost(handler: SignInFormHandler): ApiHandler {
  return siteFormPost((request, ctx, fields) => handler(request, ctx, fields, readSignInQuery(fields)), { refusal: "This form must be sent from this site.", back: "/sign-in" });
}
