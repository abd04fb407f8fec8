import { randomUUID } from "node:crypto";
import type { Car, LoaderContext } from "../types/index.ts";
import type { CheckoutPageData, CheckoutState } from "./checkout-page-data.ts";
import { findAccount } from "../accounts/account-store.ts";
import { findPayment } from "../payments/payment-store.ts";
import { siteCar } from "../vehicle/car-lookup.ts";
import { formatPrice, priceDisplay } from "../rules/price-display.ts";
import { primaryPhoto } from "../rules/photo-sources.ts";
import { reserveTerms } from "../rules/reserve-terms.ts";
import { holdEndText } from "../rules/reservation-hold.ts";
import { isInStock } from "../rules/stock-status.ts";
import { kindNoun } from "../rules/vehicle-kind.ts";
import { vehicleTitle } from "../rules/vehicle-naming.ts";
import { activeReservation } from "./reservation-store.ts";

export const TAKEN = "Sorry, this vehicle is already reserved by another shopper.";
const NOT_FOR_SALE = "This vehicle can no longer be reserved online.";

type PageContext = Pick<LoaderContext, "site" | "params" | "url" | "services" | "user" | "setStatus" | "setMeta">;

/** The reserve page of `/cars/{slug}/checkout`: the car, the site's terms, and where this shopper's reservation stands. */
export async function checkoutPage(ctx: PageContext): Promise<CheckoutPageData | null> {
  const car = await siteCar(ctx.site, ctx.services, ctx.params.slug ?? "");
  if (!car || !ctx.site.vehicle_page.checkout) {
    ctx.setStatus(404);
    return null;
  }
  const { title, subtitle } = vehicleTitle(car);
  ctx.setMeta({ title: `Reserve ${title}` });
  const options = ctx.site.vehicle_page;
  const price = priceDisplay(car, { subscription: ctx.site.offers_subscription, noPriceText: ctx.site.texts.no_price });
  const query = ctx.url.searchParams;
  const payment = query.get("payment") ? await findPayment(ctx.services.db, query.get("payment")!) : undefined;
  const ownPayment = payment && ctx.user && payment.account_id === ctx.user.id && payment.car_id === car.id ? payment : undefined;
  return {
    car: { slug: car.slug, title, subtitle, price: price.text, image: primaryPhoto(car), path: car.path },
    terms: reserveTerms({
      vehicle: kindNoun(car.item_type).one.toLowerCase(),
      used: car.car_type === "used",
      deposit: options.reserve_deposit,
      holdHours: options.reserve_hold_hours,
      returnTerms: options.return_terms,
    }),
    deposit: formatPrice(options.reserve_deposit),
    notice: checkoutNotice(query, ownPayment?.failure ?? null),
    state: await state(ctx, car, ownPayment?.status === "requires_action" ? ownPayment.id : null),
  };
}

/**
 * Who holds the car: "taken" when another shopper does, null when no one does, or this shopper's reservation as
 * the reserve page and the journey show it (the deposit's reference and amount, and when the hold ends).
 */
export async function carHolding(ctx: Pick<LoaderContext, "site" | "services" | "user">, car: Car) {
  const holder = await activeReservation(ctx.services.db, car.id);
  if (!holder) return null;
  if (holder.account_id !== ctx.user?.id) return "taken";
  const payment = await findPayment(ctx.services.db, holder.payment_id);
  return {
    reservationId: holder.id,
    reference: payment?.provider_ref ?? "",
    amount: formatPrice((payment?.amount_cents ?? 0) / 100),
    until: holdEndText(new Date(holder.expires_at), ctx.site.address.state),
  };
}

async function state(ctx: PageContext, car: Car, extraStepPayment: string | null): Promise<CheckoutState> {
  const holding = await carHolding(ctx, car);
  if (holding && holding !== "taken") return { kind: "reserved", ...holding };
  if (holding || car.reserved) return { kind: "unavailable", message: TAKEN };
  if (!isInStock(car)) return { kind: "unavailable", message: NOT_FOR_SALE };
  if (extraStepPayment) return { kind: "extra-step", paymentId: extraStepPayment };
  const account = ctx.user ? await findAccount(ctx.services.db, ctx.site.slug, ctx.user.id) : undefined;
  const shopper = { name: account?.name ?? "", email: account?.email ?? "", phone: account?.phone ?? "" };
  const publishableKey = ctx.site.payments.provider === "stripe" ? ctx.services.payments.stripePublishableKey : null;
  return { kind: "form", key: randomUUID(), shopper, stripe: publishableKey ? { publishableKey } : null };
}

const NOTICES: Record<string, string> = {
  taken: TAKEN,
  details: "Please enter your name and an e-mail address or mobile number we can reach you on.",
  provider: "The payment service did not answer. No money was taken: please try again.",
  card: "Please enter a valid card number.",
};

/** What the last deposit action came to, from the redirect's query (the reserve page's and the journey's alike). */
export function checkoutNotice(query: URLSearchParams, failure: string | null): CheckoutPageData["notice"] {
  if (query.get("cancelled")) return { tone: "done", text: "Your reservation is cancelled and your deposit is being refunded in full." };
  if (query.get("reserved")) return { tone: "done", text: "Thank you: your deposit is paid and the vehicle is reserved for you. We've sent you a receipt." };
  const problem = query.get("problem") ?? "";
  if (problem === "declined") return { tone: "problem", text: failure ?? "Your payment did not go through. No money was taken." };
  return NOTICES[problem] ? { tone: "problem", text: NOTICES[problem] } : null;
}
