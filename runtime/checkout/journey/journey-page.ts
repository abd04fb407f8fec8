import { randomUUID } from "node:crypto";
import type { LoaderContext } from "../../types/index.ts";
import type { FormValues } from "../../forms/form-types.ts";
import type { LeadFieldError } from "../../forms/lead-types.ts";
import { findAccount } from "../../accounts/account-store.ts";
import { findPayment } from "../../payments/payment-store.ts";
import { formatPrice } from "../../rules/price-display.ts";
import { primaryPhoto } from "../../rules/photo-sources.ts";
import { ACCEPTED_PAYMENTS } from "../../rules/reserve-terms.ts";
import { isInStock } from "../../rules/stock-status.ts";
import { vehicleTitle } from "../../rules/vehicle-naming.ts";
import { carHolding, checkoutNotice, TAKEN } from "../checkout-page.ts";
import { checkoutPath } from "../checkout-path.ts";
import type { JourneyPageData, JourneyState, JourneyStepView } from "./journey-page-data.ts";
import { loadDraft } from "./journey-draft-store.ts";
import { handoverOf, journeyBreakdown } from "./journey-figures.ts";
import { journeyCar, journeyOf, journeyPath, reachableStep, type Journey } from "./journey.ts";
import type { JourneyStep } from "./journey-steps.ts";
import { stepProblems } from "./step-check.ts";

type PageContext = Pick<LoaderContext, "site" | "url" | "services" | "user" | "setStatus" | "setMeta">;

/** `/checkout-journey?car_id=`: the step the shopper is on, from their draft, or where their purchase stands. */
export async function journeyPage(ctx: PageContext): Promise<JourneyPageData | null> {
  const query = ctx.url.searchParams;
  const car = await journeyCar(ctx.site, ctx.services, query.get("car_id") ?? "");
  const journey = car && journeyOf(ctx.site, car);
  if (!journey) {
    ctx.setStatus(404);
    return null;
  }
  const { title, subtitle } = vehicleTitle(journey.car);
  ctx.setMeta({ title: `Buy ${title} online` });
  const draft = ctx.user ? await loadDraft(ctx.services.db, { site_slug: ctx.site.slug, account_id: ctx.user.id, car_id: journey.car.id }) : null;
  const answers = draft?.answers ?? {};
  const step = reachableStep(journey, answers, query.get("step") ?? draft?.step ?? null);
  const reviewed = step.id === "review" || step.id === "deposit";
  const breakdown = reviewed ? await journeyBreakdown(ctx.site, journey.car, journey.price, answers) : null;
  const state = await journeyState(ctx, journey, step, answers);
  const payment = query.get("payment") ? await findPayment(ctx.services.db, query.get("payment")!) : undefined;
  const failure = payment && payment.account_id === ctx.user?.id ? payment.failure : null;
  return {
    car: { slug: journey.car.slug, title, subtitle, price: formatPrice(journey.price), image: primaryPhoto(journey.car), path: journey.car.path },
    steps: journey.steps.map((entry, i) => ({
      id: entry.id,
      title: entry.title,
      current: state.kind === "step" && entry.id === step.id,
      href: state.kind === "step" && i < journey.steps.indexOf(step) ? journeyPath(journey.car, { step: entry.id }) : null,
    })),
    breakdown: breakdown && !("field" in breakdown) && state.kind === "step" ? { lines: breakdown.lines, notes: breakdown.notes } : null,
    valuationHref: `/cars/trade-in?car_id=${journey.car.id}`,
    acceptedPayments: ACCEPTED_PAYMENTS,
    notice: checkoutNotice(query, failure),
    state,
  };
}

async function journeyState(ctx: PageContext, journey: Journey, step: JourneyStep, answers: Record<string, FormValues>): Promise<JourneyState> {
  const { car } = journey;
  const holding = await carHolding(ctx, car);
  if (holding && holding !== "taken") {
    const { reference, amount, until } = holding;
    return { kind: "reserved", reference, amount, until, reservationPath: checkoutPath(ctx.site, car) };
  }
  if (holding || car.reserved) return { kind: "unavailable", message: TAKEN };
  if (!isInStock(car)) return { kind: "unavailable", message: "This vehicle can no longer be bought online." };
  if (!ctx.user) return { kind: "unavailable", message: "Please sign in to buy this vehicle online." };
  const paymentId = ctx.url.searchParams.get("payment");
  const payment = paymentId ? await findPayment(ctx.services.db, paymentId) : undefined;
  if (payment?.status === "requires_action" && payment.account_id === ctx.user.id) return { kind: "extra-step", paymentId: payment.id, carSlug: car.slug };
  return { kind: "step", step: await stepView(ctx, journey, step, answers) };
}

async function stepView(ctx: PageContext, journey: Journey, step: JourneyStep, answers: Record<string, FormValues>): Promise<JourneyStepView> {
  const saved = answers[step.id];
  const values = saved ?? { ...step.form.initialValues, ...(step.id === "details" ? await accountContact(ctx) : {}) };
  const deposit = step.id === "deposit";
  return {
    id: step.id,
    title: step.title,
    form: { schema: step.form.schema, uiSchema: step.form.uiSchema, submitLabel: step.form.submitLabel, termsMessage: step.form.termsMessage },
    values,
    errors: ctx.url.searchParams.get("check") && saved ? await problems(ctx, journey, step, saved) : [],
    action: deposit ? "/api/checkout-journey/pay" : "/api/checkout-journey/step",
    hidden: deposit ? { car: journey.car.slug, key: randomUUID() } : { car: journey.car.slug, step: step.id },
    back: journey.steps.indexOf(step) > 0,
  };
}

async function problems(ctx: PageContext, journey: Journey, step: JourneyStep, values: FormValues): Promise<LeadFieldError[]> {
  const errors = stepProblems(step, values);
  if (errors.length > 0 || step.id !== "delivery") return errors;
  const handover = await handoverOf(ctx.site, journey.car, values);
  return "field" in handover ? [handover] : [];
}

/** The details step starts from the shopper's account. */
async function accountContact(ctx: PageContext): Promise<FormValues> {
  const account = ctx.user ? await findAccount(ctx.services.db, ctx.site.slug, ctx.user.id) : undefined;
  const [first, ...rest] = (account?.name ?? "").trim().split(/\s+/);
  const contact: FormValues = {};
  if (first) contact.name = first;
  if (rest.length > 0) contact.last_name = rest.join(" ");
  if (account?.email) contact.email = account.email;
  if (account?.phone) contact.phone = account.phone;
  return contact;
}
