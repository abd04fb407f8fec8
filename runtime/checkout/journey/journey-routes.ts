import type { ApiHandler, ApiRoute } from "../../types/index.ts";
import { htmlNotice } from "../../leads/html-notice.ts";
import { seeOther } from "../../accounts/account-deps.ts";
import { siteFormPost } from "../../accounts/read-form.ts";
import { coerceFormValues } from "../../forms/coerce-form-values.ts";
import { findPayment } from "../../payments/payment-store.ts";
import type { CheckoutDeps } from "../checkout-deps.ts";
import { answerQuery, confirmExtraStep, payDeposit, type CheckoutAnswer, type DepositAttempt } from "../pay-deposit.ts";
import { readShopperDetails } from "../shopper-details.ts";
import { PAYMENT_KEY, signedInShopperPost, type ShopperContext } from "../shopper-post.ts";
import { deleteDraft, loadDraft, saveDraft } from "./journey-draft-store.ts";
import { journeyBreakdown, handoverOf } from "./journey-figures.ts";
import { journeyLead } from "./journey-lead.ts";
import { journeyCar, journeyOf, journeyPath, reachableStep, stepAfter, type Journey } from "./journey.ts";
import { stepProblems } from "./step-check.ts";

type JourneyHandler = (fields: URLSearchParams, ctx: ShopperContext, journey: Journey, deps: CheckoutDeps) => Promise<Response>;

/**
 * A journey form's post: a signed-in shopper of this site, from this site, about one of its cars it sells online.
 * Every answer is a redirect back to the journey's page, so the journey works as plain form posts.
 */
function journeyPost(handler: JourneyHandler, now: () => Date): ApiHandler {
  return siteFormPost(async (_request, ctx, fields) => {
    const car = await journeyCar(ctx.site, ctx.services, fields.get("car") ?? "");
    const journey = car && journeyOf(ctx.site, car);
    if (!journey) return htmlNotice(404, "This car cannot be bought online.", "/");
    const failure = { log: `checkout journey failed for car ${journey.car.id}`, page: journeyPath(journey.car, { step: "deposit", problem: "provider" }) };
    return signedInShopperPost(ctx, now, { signIn: { type: "checkout", back: journeyPath(journey.car) }, failure }, (shopper, deps) => handler(fields, shopper, journey, deps));
  });
}

const draftKey = (ctx: ShopperContext, journey: Journey) => ({ site_slug: ctx.site.slug, account_id: ctx.user.id, car_id: journey.car.id });

/**
 * POST /api/checkout-journey/step: one step's answers, saved to the shopper's draft whatever they are (nothing
 * typed is lost). Next moves on only when they pass the step's check; Back goes back unchecked.
 */
const step: JourneyHandler = async (fields, ctx, journey, deps) => {
  const current = journey.steps.find((entry) => entry.id === fields.get("step") && entry.id !== "deposit");
  if (!current) return seeOther(journeyPath(journey.car));
  const { db } = ctx.services;
  const draft = (await loadDraft(db, draftKey(ctx, journey))) ?? { step: current.id, answers: {} };
  const values = coerceFormValues(fields, current.form);
  const answers = { ...draft.answers, [current.id]: values };
  let next = stepAfter(journey, current.id, fields.get("go") === "back" ? -1 : 1);
  if (fields.get("go") !== "back" && !(await stepPasses(ctx, journey, current.id, values))) next = current;
  await saveDraft(db, draftKey(ctx, journey), { step: next.id, answers }, deps.now());
  return seeOther(journeyPath(journey.car, next === current ? { step: current.id, check: "1" } : { step: next.id }));
};

async function stepPasses(ctx: ShopperContext, journey: Journey, id: string, values: Record<string, unknown>): Promise<boolean> {
  const current = journey.steps.find((entry) => entry.id === id)!;
  if (stepProblems(current, values).length > 0) return false;
  return id !== "delivery" || !("field" in (await handoverOf(ctx.site, journey.car, values)));
}

/** The deposit attempt of a finished journey: the shopper's details and the lead with every step's answers. */
async function finishedAttempt(ctx: ShopperContext, journey: Journey, key: string): Promise<DepositAttempt | Response> {
  const draft = await loadDraft(ctx.services.db, draftKey(ctx, journey));
  const answers = draft?.answers ?? {};
  if (reachableStep(journey, answers, "deposit").id !== "deposit") return seeOther(journeyPath(journey.car, { check: "1" }));
  const breakdown = await journeyBreakdown(ctx.site, journey.car, journey.price, answers);
  if ("field" in breakdown) return seeOther(journeyPath(journey.car, { step: "delivery", check: "1" }));
  const details = answers.details ?? {};
  const shopper = readShopperDetails(
    new URLSearchParams({ name: `${String(details.name ?? "")} ${String(details.last_name ?? "")}`.trim(), email: String(details.email ?? ""), phone: String(details.phone ?? "") }),
  );
  if (!shopper) return seeOther(journeyPath(journey.car, { step: "details", check: "1" }));
  return { site: ctx.site, car: journey.car, accountId: ctx.user.id, idempotencyKey: key, shopper, lead: journeyLead(journey.steps, answers, breakdown) };
}

/** Where the journey's page shows a deposit's answer (a payment's, at the deposit step); a reserved car leaves no draft behind. */
async function answerPage(ctx: ShopperContext, journey: Journey, answer: CheckoutAnswer): Promise<Response> {
  if (answer.kind === "reserved") await deleteDraft(ctx.services.db, draftKey(ctx, journey));
  const query = answerQuery(answer);
  return seeOther(journeyPath(journey.car, "payment" in answer ? { step: "deposit", ...query } : query));
}

/** POST /api/checkout-journey/pay: the deposit, through the reserve page's own deposit and reservation. */
const pay: JourneyHandler = async (fields, ctx, journey, deps) => {
  if (fields.get("go") === "back") return seeOther(journeyPath(journey.car, { step: "review" }));
  const key = fields.get("key") ?? "";
  const card = journey.steps.find((entry) => entry.id === "deposit")!;
  const cardNumber = (fields.get("card_number") ?? "").slice(0, 40);
  if (!PAYMENT_KEY.test(key) || stepProblems(card, { card_number: cardNumber || undefined }).length > 0) {
    return seeOther(journeyPath(journey.car, { step: "deposit", problem: "card" }));
  }
  const attempt = await finishedAttempt(ctx, journey, key);
  if (attempt instanceof Response) return attempt;
  return answerPage(ctx, journey, await payDeposit(deps, attempt, { cardNumber }));
};

/** POST /api/checkout-journey/confirm: the shopper's answer to the deposit's extra confirmation step. */
const confirm: JourneyHandler = async (fields, ctx, journey, deps) => {
  const payment = await findPayment(ctx.services.db, fields.get("payment") ?? "");
  if (!payment || payment.account_id !== ctx.user.id || payment.car_id !== journey.car.id) return seeOther(journeyPath(journey.car, { step: "deposit" }));
  const attempt = await finishedAttempt(ctx, journey, payment.idempotency_key);
  if (attempt instanceof Response) return attempt;
  const answer = await confirmExtraStep(deps, attempt, payment, fields.get("step") === "approved" ? "approved" : "abandoned");
  return answerPage(ctx, journey, answer);
};

/** The online purchase journey's routes; `now` is the clock tests control. */
export function journeyRoutes(now: () => Date = () => new Date()): ApiRoute[] {
  return [
    { method: "POST", path: "/api/checkout-journey/step", handler: journeyPost(step, now) },
    { method: "POST", path: "/api/checkout-journey/pay", handler: journeyPost(pay, now) },
    { method: "POST", path: "/api/checkout-journey/confirm", handler: journeyPost(confirm, now) },
  ];
}
