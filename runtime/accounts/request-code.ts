import type { ApiHandler } from "../types/index.ts";
import { htmlNotice } from "../leads/html-notice.ts";
import { type AccountDeps, isSecure, seeOther, type SiteContext } from "./account-deps.ts";
import { signInFormPost } from "./sign-in-form-post.ts";
import { issueCode } from "./code-store.ts";
import { readDestination } from "./destination.ts";
import { challengeSetCookie } from "./session-cookie.ts";
import { signInPath } from "./sign-in-query.ts";
import { CODE_LIFETIME_MS } from "./one-time-code.ts";

const WINDOW_SECONDS = 15 * 60;
/** Codes one phone or e-mail address may be sent a quarter hour: a flood of codes cannot bomb a shopper. */
const CODES_PER_DESTINATION = 5;
export const TOO_MANY_CODES = "Too many codes were asked for. Please wait a few minutes and try again.";

/**
 * Whether one more code may be sent to `destination`: limited per client address, then per destination, in
 * counters of their own for each sign-in (`counter`: shoppers' or the console's).
 */
export async function codeAllowance(deps: AccountDeps, ctx: SiteContext, counter: string, destination: string, now: Date) {
  const limiter = deps.limiter(ctx.services.db);
  const site = ctx.site.slug;
  const perIp = await limiter.take(`${counter}-ip:${site}:${ctx.ip}`, { limit: deps.perIpLimit, window_seconds: WINDOW_SECONDS }, now.getTime());
  if (!perIp.allowed) return perIp;
  return limiter.take(`${counter}-to:${site}:${destination}`, { limit: CODES_PER_DESTINATION, window_seconds: WINDOW_SECONDS }, now.getTime());
}

/**
 * POST /api/sign-in/code (a form): sends a 6-digit code to the mobile number or e-mail address typed, and shows
 * the code form. Limited per client address and per destination (429 beyond). `account` asks to verify a new
 * phone or e-mail for the signed-in account (the account page) rather than to sign in.
 */
export function requestCode(deps: AccountDeps): ApiHandler {
  return signInFormPost(async (_request, ctx, fields, query) => {
    const destination = readDestination(fields.get("destination") ?? "");
    const forAccount = fields.get("account") === "1" && ctx.user ? ctx.user.id : null;
    if (!destination || (query.type === "watchlist" && destination.kind !== "phone")) {
      return seeOther(signInPath(query, { error: query.type === "watchlist" ? "mobile" : "destination" }));
    }
    const now = deps.now();
    const allowance = await codeAllowance(deps, ctx, "sign-in", destination.value, now);
    if (!allowance.allowed) return htmlNotice(429, TOO_MANY_CODES, signInPath(query), { "retry-after": String(allowance.retryAfterSeconds) });
    const challenge = await issueCode(ctx.services.db, ctx.site.slug, destination.value, forAccount, now);
    await ctx.services.notifier.send(ctx.site, {
      to: destination.value,
      subject: `Your ${ctx.site.name} code`,
      text: `${challenge.code} is your ${ctx.site.name} code. It expires in ${CODE_LIFETIME_MS / 60_000} minutes. If you did not ask for it, ignore this message.`,
    });
    return seeOther(signInPath(query, { step: "code" }), [challengeSetCookie(challenge.id, isSecure(ctx))]);
  });
}
