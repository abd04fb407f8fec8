import { safeBackPath } from "../forms/form-post-fields.ts";

/** The fields the sign-in forms carry from page to page (spec §2: type, redirect and back; `save`, a car to watch). */
export interface SignInQuery {
  type: string;
  redirect: string;
  back: string | null;
  /** A car the shopper asked to save to the watchlist while signed out: saved once they are signed in. */
  save: number | null;
}

const TYPE = /^[a-z-]{1,40}$/;

/** Reads the sign-in fields from a query string or a posted form; a redirect off the site is ignored. */
export function readSignInQuery(fields: URLSearchParams): SignInQuery {
  const type = fields.get("type") ?? "";
  const redirect = fields.get("redirect");
  const back = fields.get("back");
  const save = Number(fields.get("save"));
  return {
    type: TYPE.test(type) ? type : "",
    redirect: redirect ? safeBackPath(redirect) : "/my-account",
    back: back && safeBackPath(back) === back ? back : null,
    save: Number.isInteger(save) && save > 0 ? save : null,
  };
}

/** The /sign-in address for these fields, at a step with an optional problem to show. */
export function signInPath(query: SignInQuery, extra: Record<string, string> = {}): string {
  const params = new URLSearchParams();
  if (query.type) params.set("type", query.type);
  params.set("redirect", query.redirect);
  if (query.back) params.set("back", query.back);
  if (query.save) params.set("save", String(query.save));
  for (const [key, value] of Object.entries(extra)) params.set(key, value);
  return `/sign-in?${params.toString()}`;
}
