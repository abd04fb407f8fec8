import type { ApiContext, ApiHandler, ApiRoute, Car } from "../types/index.ts";
import { htmlNotice } from "../leads/html-notice.ts";
import { jsonResponse } from "../http/json-response.ts";
import { readBodyText } from "../http/read-json-body.ts";
import { seeOther } from "../accounts/account-deps.ts";
import { siteFormPost } from "../accounts/read-form.ts";
import { siteCar } from "../vehicle/car-lookup.ts";
import { applyProviderEvent, findPayment } from "../payments/payment-store.ts";
import type { CheckoutDeps } from "./checkout-deps.ts";
import { answerQuery, confirmExtraStep, openDeposit, payDeposit, type CheckoutAnswer, type DepositAttempt } from "./pay-deposit.ts";
import { endReservation } from "./end-reservation.ts";
import { findReservation } from "./reservation-store.ts";
import { readShopperDetails } from "./shopper-details.ts";
import { checkoutPath } from "./checkout-path.ts";
import { jsonAnswer, wantsJson } from "./json-answer.ts";
import type { ShopperDetails } from "./reservation-lead.ts";
import { PAYMENT_KEY, signedInShopperPost, type ShopperContext } from "./shopper-post.ts";

const WEBHOOK_LIMIT_BYTES = 64 * 1024;

type CheckoutHandler = (fields: URLSearchParams, ctx: ShopperContext, car: Car, deps: CheckoutDeps) => Promise<Response>;

/**
 * A checkout form's post: a signed-in shopper of this site, posting from it, about one of its cars on a site with
 * checkout on. Everything answers with a redirect back to the car's checkout page, which shows the outcome, so
 * the journey works as plain form posts; a post that accepts JSON is told the same outcome as JSON.
 */
function checkoutPost(handler: CheckoutHandler, now: () => Date): ApiHandler {
  const post = formPost(handler, now);
  return async (request, ctx) => (wantsJson(request) ? jsonAnswer(await post(request, ctx)) : post(request, ctx));
}

function formPost(handler: CheckoutHandler, now: () => Date): ApiHandler {
  return siteFormPost(async (_request, ctx, fields) => {
    const slug = fields.get("car") ?? "";
    const car = slug ? await siteCar(ctx.site, ctx.services, slug) : null;
    if (!car || !ctx.site.vehicle_page.checkout) return htmlNotice(404, "This car cannot be reserved online.", "/");
    const page = checkoutPath(ctx.site, car);
    const post = { signIn: { type: "checkout", back: page }, failure: { log: `checkout failed for car ${car.id}`, page: `${page}?problem=provider` } };
    return signedInShopperPost(ctx, now, post, (shopper, deps) => handler(fields, shopper, car, deps));
  });
}

/** Where the checkout page shows an answer: the confirmation, the extra step, or what went wrong. */
function answerPage(ctx: ShopperContext, car: Car, answer: CheckoutAnswer): Response {
  return seeOther(`${checkoutPath(ctx.site, car)}?${new URLSearchParams(answerQuery(answer))}`);
}

/** The deposit form's attempt: its key and the shopper's details, or null when either is missing or malformed. */
function depositAttempt(fields: URLSearchParams, ctx: ShopperContext, car: Car): DepositAttempt | null {
  const key = fields.get("key") ?? "";
  const shopper = readShopperDetails(fields);
  return PAYMENT_KEY.test(key) && shopper ? { site: ctx.site, car, accountId: ctx.user.id, idempotencyKey: key, shopper } : null;
}

/**
 * POST /api/checkout/pay: the deposit form (shopper details and, with the test provider, the card number; with
 * a provider confirmed in the browser, sent once the browser is done, so the server asks where the payment stands).
 */
const pay: CheckoutHandler = async (fields, ctx, car, deps) => {
  const attempt = depositAttempt(fields, ctx, car);
  if (!attempt) return seeOther(`${checkoutPath(ctx.site, car)}?problem=details`);
  return answerPage(ctx, car, await payDeposit(deps, attempt, { cardNumber: (fields.get("card_number") ?? "").slice(0, 40) }));
};

/**
 * POST /api/checkout/intent: the deposit form, sent by the page's script before it confirms the card in the
 * browser (Stripe.js): the payment is made (once per key) and its client secret answered as JSON. Anything else
 * (the car taken, bad details, a payment already past this step) is answered as the form post would be.
 */
const intent: CheckoutHandler = async (fields, ctx, car, deps) => {
  const attempt = depositAttempt(fields, ctx, car);
  if (!attempt) return seeOther(`${checkoutPath(ctx.site, car)}?problem=details`);
  const payment = await openDeposit(deps, attempt);
  if ("kind" in payment) return answerPage(ctx, car, payment);
  const provider = deps.providers.named(payment.provider);
  if (payment.status !== "created" || !provider?.clientSecret) return answerPage(ctx, car, await payDeposit(deps, attempt, { cardNumber: "" }));
  return jsonResponse({ clientSecret: await provider.clientSecret(payment.provider_ref) }, 200);
};

/** POST /api/checkout/confirm: the shopper's answer to a payment's extra confirmation step. */
const confirm: CheckoutHandler = async (fields, ctx, car, deps) => {
  const payment = await findPayment(ctx.services.db, fields.get("payment") ?? "");
  if (!payment || payment.account_id !== ctx.user.id || payment.car_id !== car.id) return seeOther(`${checkoutPath(ctx.site, car)}?problem=details`);
  // The details the shopper gave with the card, kept with the payment.
  const shopper = JSON.parse(payment.details) as ShopperDetails;
  const details: DepositAttempt = { site: ctx.site, car, accountId: ctx.user.id, idempotencyKey: payment.idempotency_key, shopper };
  const step = fields.get("step") === "approved" ? "approved" : "abandoned";
  return answerPage(ctx, car, await confirmExtraStep(deps, details, payment, step));
};

/** POST /api/checkout/cancel: the shopper ends their own reservation within the hold; the deposit is refunded. */
const cancel: CheckoutHandler = async (fields, ctx, car, deps) => {
  const reservation = await findReservation(ctx.services.db, fields.get("reservation") ?? "");
  if (!reservation || reservation.account_id !== ctx.user.id || reservation.car_id !== car.id) return seeOther(`${checkoutPath(ctx.site, car)}?problem=details`);
  await endReservation(ctx.services.db, ctx.services.stock, deps.providers, reservation.id, "cancelled", deps.now());
  return seeOther(`${checkoutPath(ctx.site, car)}?cancelled=1`);
};

/** POST /api/payments/{provider}/webhook: a provider's signed state change, applied once however often it comes. */
function webhook(now: () => Date): ApiHandler {
  return async (request: Request, ctx: ApiContext) => {
    const provider = ctx.services.payments.named(ctx.params.provider ?? "");
    if (!provider) return jsonResponse({ message: "Unknown payment provider", status: 404 }, 404);
    const body = await readBodyText(request, WEBHOOK_LIMIT_BYTES);
    if (!body.ok) return body.response;
    const event = provider.verifyWebhook(body.text, request.headers);
    if (!event) return jsonResponse({ message: "Invalid signature or event", status: 400 }, 400);
    const known = await applyProviderEvent(ctx.services.db, provider, event, now());
    return jsonResponse({ received: true, known }, 200);
  };
}

/** The reservation checkout's routes; `now` is the clock tests control. */
export function checkoutRoutes(now: () => Date = () => new Date()): ApiRoute[] {
  return [
    { method: "POST", path: "/api/checkout/pay", handler: checkoutPost(pay, now) },
    { method: "POST", path: "/api/checkout/intent", handler: checkoutPost(intent, now) },
    { method: "POST", path: "/api/checkout/confirm", handler: checkoutPost(confirm, now) },
    { method: "POST", path: "/api/checkout/cancel", handler: checkoutPost(cancel, now) },
    { method: "POST", path: "/api/payments/{provider}/webhook", handler: webhook(now) },
  ];
}
