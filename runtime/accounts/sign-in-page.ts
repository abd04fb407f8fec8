import type { LoaderContext } from "../types/index.ts";
import { findChallenge } from "./code-store.ts";
import { maskDestination } from "./destination.ts";
import { CODE_MESSAGES } from "./one-time-code.ts";
import { CHALLENGE_COOKIE } from "./session-cookie.ts";
import { readSignInQuery, type SignInQuery } from "./sign-in-query.ts";

export interface SignInPage extends SignInQuery {
  /** `destination`: ask where to send a code; `code`: ask for the code sent to `sentTo`. */
  step: "destination" | "code";
  sentTo: string | null;
  /** Only a mobile number will do (the watchlist needs one, spec §5). */
  mobileOnly: boolean;
  problem: string | null;
  signedIn: boolean;
}

const PROBLEMS: Record<string, string> = {
  destination: "Please enter a mobile number or an e-mail address.",
  mobile: "Please enter your mobile number: the watchlist needs one.",
  ...CODE_MESSAGES,
};

/** What /sign-in shows for its query and the sign-in cookie: which form, where the code went, what went wrong. */
export async function signInPage(ctx: Pick<LoaderContext, "url" | "cookies" | "services" | "site" | "user">): Promise<SignInPage> {
  const query = readSignInQuery(ctx.url.searchParams);
  const challengeId = ctx.cookies?.[CHALLENGE_COOKIE];
  const challenge = challengeId && ctx.url.searchParams.get("step") === "code" ? await findChallenge(ctx.services.db, ctx.site.slug, challengeId) : undefined;
  const pending = challenge && !challenge.used_at && challenge.expires_at > new Date().toISOString() && challenge.tries_left > 0;
  return {
    ...query,
    step: pending ? "code" : "destination",
    sentTo: pending ? maskDestination(challenge.destination) : null,
    mobileOnly: query.type === "watchlist",
    problem: PROBLEMS[ctx.url.searchParams.get("error") ?? ""] ?? null,
    signedIn: ctx.user !== null,
  };
}
