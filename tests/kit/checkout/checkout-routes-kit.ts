import type { ApiContext, Site, SignedInUser } from "../../../runtime/types/index.ts";
import { checkoutRoutes } from "../../../runtime/checkout/checkout-routes.ts";
import type { StripeSettings } from "../../../runtime/payments/stripe-settings.ts";
import type { Backend } from "../backends.ts";
import { checkoutDatabase, checkoutDeps, checkoutSite, reservableCar, shopperAttempt } from "./checkout-fixtures.ts";

const ORIGIN = "https://harbourmotors.com.au";
export const CHECKOUT_PAGE = `/cars/${reservableCar.slug}/checkout`;

/**
 * The checkout routes over a fresh database, called as the server would (a site, a signed-in shopper or none),
 * on the test clock; `stripe` gives the server a Stripe account (the site must choose it).
 */
export async function checkoutServer(backend: Backend, clock: { now: Date }, options: { site?: Site; stripe?: StripeSettings } = {}) {
  const site = options.site ?? checkoutSite;
  const { dbs: [db] } = await checkoutDatabase(backend);
  const { services } = checkoutDeps(db!, clock, options.stripe);
  const routes = checkoutRoutes(() => clock.now);
  const shopper = async (email: string): Promise<SignedInUser> => ({ id: (await shopperAttempt(db!, email)).accountId, phone: null, email, name: null });
  const send = async (path: string, body: string, user: SignedInUser | null, headers: Record<string, string> = {}, params: Record<string, string> = {}) => {
    const route = routes.find((entry) => entry.path === path)!;
    const request = new Request(`${ORIGIN}${path}`, { method: "POST", headers: { "content-type": "application/x-www-form-urlencoded", ...headers }, body });
    const ctx: ApiContext = { site, params, url: new URL(request.url), user, services, ip: "203.0.113.9" };
    return route.handler(request, ctx);
  };
  const form = (fields: Record<string, string>) => new URLSearchParams({ car: reservableCar.slug, name: "Ada", email: "ada@example.com", ...fields }).toString();
  return { db: db!, send, form, shopper, services };
}
