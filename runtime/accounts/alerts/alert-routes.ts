import type { ApiHandler } from "../../types/index.ts";
import { htmlNotice } from "../../leads/html-notice.ts";
import { type AccountDeps, foreignOrigin, seeOther } from "../account-deps.ts";
import { shopperFormPost } from "../account-routes.ts";
import { findAccount } from "../account-store.ts";
import { readDestination } from "../destination.ts";
import { readForm } from "../read-form.ts";
import { setAlerts, unsubscribe } from "./alert-choice.ts";
import { tokenDestination } from "./unsubscribe-token.ts";

const PAGE = "/pages/unsubscribe";
const UNSUBSCRIBED = "You are unsubscribed: we will send no more alerts to this address.";

/**
 * POST /api/unsubscribe: with a link's signed `token` (in the query, as mail clients' one-click unsubscribe of
 * RFC 8058 posts it, or as a form field from the confirm page) it unsubscribes the address the link was sent to,
 * no sign-in needed; without one, the address the shopper typed on /pages/unsubscribe.
 */
export function unsubscribeAddress(deps: AccountDeps): ApiHandler {
  return async (request, ctx) => {
    if (!ctx.site) return htmlNotice(404, "Not found", "/");
    const form = await readForm(request);
    if (!form.ok) return form.response;
    // The List-Unsubscribe header's link carries the token in its query; the confirm page's form, as a field.
    const oneClick = ctx.url.searchParams.get("token");
    const token = oneClick ?? form.fields.get("token");
    if (token !== null) {
      const destination = tokenDestination(token, ctx.site.slug, deps.secret);
      if (!destination) return htmlNotice(400, "This unsubscribe link is not valid. Enter your mobile number or e-mail address instead.", PAGE);
      await unsubscribe(ctx.services.db, ctx.site.slug, destination, deps.now());
      // RFC 8058 forbids answering a one-click unsubscribe with a redirect.
      return oneClick !== null ? htmlNotice(200, UNSUBSCRIBED, "/") : seeOther(`${PAGE}?done=1`);
    }
    // Typed addresses only from this site's own form: another site must not unsubscribe shoppers by posting here.
    if (foreignOrigin(request, ctx)) return htmlNotice(403, "This form must be sent from this site.", PAGE);
    const destination = readDestination(form.fields.get("address") ?? "");
    if (!destination) return seeOther(`${PAGE}?problem=address`);
    await unsubscribe(ctx.services.db, ctx.site.slug, destination.value, deps.now());
    return seeOther(`${PAGE}?done=1`);
  };
}

/**
 * GET /api/unsubscribe: a mail client that opens the List-Unsubscribe link instead of posting to it lands on the
 * confirm page (a GET never unsubscribes: link checkers and previews follow links).
 */
export function confirmUnsubscribe(): ApiHandler {
  return async (_request, ctx) => {
    const token = ctx.url.searchParams.get("token");
    return seeOther(token ? `${PAGE}?${new URLSearchParams({ token })}` : PAGE);
  };
}

/** POST /api/account/alerts (a form): the signed-in shopper turns their daily alerts on (`alerts=1`) or off. */
export function changeAlerts(): ApiHandler {
  return shopperFormPost(async (fields, ctx) => {
    const account = await findAccount(ctx.services.db, ctx.site.slug, ctx.user.id);
    if (!account) return seeOther("/sign-in?redirect=%2Fmy-account");
    const on = fields.get("alerts") === "1";
    await setAlerts(ctx.services.db, account, on);
    return seeOther(`/my-account?alerts=${on ? "on" : "off"}`);
  });
}
