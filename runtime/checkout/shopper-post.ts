import type { SignedInUser } from "../types/index.ts";
import { logError } from "../http/log.ts";
import { seeOther, type SiteContext } from "../accounts/account-deps.ts";
import type { CheckoutDeps } from "./checkout-deps.ts";

export type ShopperContext = SiteContext & { user: SignedInUser };

/** The idempotency key a payment form carries: a UUID its page made, so the same form sent again is one payment. */
export const PAYMENT_KEY = /^[0-9a-f]{8}-[0-9a-f]{4}-[0-9a-f]{4}-[0-9a-f]{4}-[0-9a-f]{12}$/;

interface ShopperPost {
  /** The sign-in page's `type`, and where it sends the shopper back to. */
  signIn: { type: string; back: string };
  /** What the log says of a failed payment, and the page that tells the shopper. */
  failure: { log: string; page: string };
}

/** A payment form's post, for a signed-in shopper only: anyone else signs in first and comes back. */
export async function signedInShopperPost(ctx: SiteContext, now: () => Date, post: ShopperPost, handler: (ctx: ShopperContext, deps: CheckoutDeps) => Promise<Response>): Promise<Response> {
  if (!ctx.user) return seeOther(`/sign-in?type=${post.signIn.type}&redirect=${encodeURIComponent(post.signIn.back)}`);
  try {
    return await handler(ctx as ShopperContext, { services: ctx.services, providers: ctx.services.payments, now });
  } catch (error) {
    // A provider that fails or times out: nothing was captured, and the same form sent again picks up its payment.
    logError(post.failure.log, error);
    return seeOther(post.failure.page);
  }
}
