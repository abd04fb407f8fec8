import type { ApiHandler, ApiRoute } from "../../types/index.ts";
import { seeOther } from "../../accounts/account-deps.ts";
import { siteFormPost } from "../../accounts/read-form.ts";
import { coerceFormValues } from "../../forms/coerce-form-values.ts";
import { findPayment } from "../../payments/payment-store.ts";
import { paymentAmountCents } from "../../rules/payment-amount.ts";
import type { CheckoutDeps } from "../checkout-deps.ts";
import { PAYMENT_KEY, signedInShopperPost, type ShopperContext } from "../shopper-post.ts";
import { onlinePaymentForm, onlinePaymentProblems } from "./online-payment-form.ts";
import { confirmOnline, payOnline, type OnlinePaymentAnswer, type OnlinePaymentDetails } from "./pay-online.ts";

export const ONLINE_PAYMENT_PATH = "/online-payment";
/** What the page shows again after a refused post: everything but the card number. */
const KEPT = ["reference", "purpose", "amount", "name", "last_name", "email", "phone"];

type PaymentHandler = (fields: URLSearchParams, ctx: ShopperContext, deps: CheckoutDeps) => Promise<Response>;

/** A signed-in shopper's post from this site; answered with a redirect to /online-payment, which shows the outcome. */
function paymentPost(handler: PaymentHandler, now: () => Date): ApiHandler {
  const post = { signIn: { type: "online-payment", back: ONLINE_PAYMENT_PATH }, failure: { log: "online payment failed", page: `${ONLINE_PAYMENT_PATH}?problem=provider` } };
  return siteFormPost((_request, ctx, fields) => signedInShopperPost(ctx, now, post, (shopper, deps) => handler(fields, shopper, deps)));
}

function page(query: Record<string, string>): Response {
  return seeOther(`${ONLINE_PAYMENT_PATH}?${new URLSearchParams(query)}`);
}

function answerPage(answer: OnlinePaymentAnswer, kept: Record<string, string>): Response {
  if (answer.kind === "paid") return page({ paid: answer.payment.id });
  if (answer.kind === "extra-step") return page({ payment: answer.payment.id });
  return page({ ...kept, problem: "declined", payment: answer.payment.id });
}

/** POST /api/online-payment: checked on the server (the amount read here, never the browser's figure), then paid. */
const pay: PaymentHandler = async (fields, ctx, deps) => {
  const form = onlinePaymentForm(ctx.site);
  const values = coerceFormValues(fields, form);
  const kept = Object.fromEntries(KEPT.filter((name) => typeof values[name] === "string").map((name) => [name, String(values[name]).slice(0, 300)]));
  const key = fields.get("key") ?? "";
  const amount = paymentAmountCents(String(values.amount ?? ""));
  const problems = onlinePaymentProblems(form, values);
  if (!PAYMENT_KEY.test(key) || problems.length > 0 || "message" in amount) {
    return page({ ...kept, check: "1", ...(problems.some((problem) => problem.field === "card_number") ? { card: "1" } : {}) });
  }
  const details: OnlinePaymentDetails = {
    reference: String(values.reference),
    purpose: values.purpose as OnlinePaymentDetails["purpose"],
    name: [values.name, values.last_name].filter((part) => typeof part === "string").join(" "),
    email: typeof values.email === "string" ? values.email : null,
    phone: typeof values.phone === "string" ? values.phone : null,
  };
  const attempt = { site: ctx.site, accountId: ctx.user.id, idempotencyKey: key, amountCents: amount.cents, details };
  return answerPage(await payOnline(deps, attempt, { cardNumber: String(values.card_number) }), kept);
};

/** POST /api/online-payment/confirm: the shopper's answer to the extra confirmation step. */
const confirm: PaymentHandler = async (fields, ctx, deps) => {
  const payment = await findPayment(ctx.services.db, fields.get("payment") ?? "");
  if (!payment || payment.account_id !== ctx.user.id || payment.site_slug !== ctx.site.slug || payment.car_id !== 0) return page({});
  return answerPage(await confirmOnline(deps, ctx.site, payment, fields.get("step") === "approved" ? "approved" : "abandoned"), {});
};

export function onlinePaymentRoutes(now: () => Date = () => new Date()): ApiRoute[] {
  return [
    { method: "POST", path: "/api/online-payment", handler: paymentPost(pay, now) },
    { method: "POST", path: "/api/online-payment/confirm", handler: paymentPost(confirm, now) },
  ];
}
