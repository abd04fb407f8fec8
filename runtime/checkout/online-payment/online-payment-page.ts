import { randomUUID } from "node:crypto";
import type { LoaderContext } from "../../types/index.ts";
import type { FormValues } from "../../forms/form-types.ts";
import { coerceFormValues } from "../../forms/coerce-form-values.ts";
import { findAccount } from "../../accounts/account-store.ts";
import { findPayment, type Payment } from "../../payments/payment-store.ts";
import { formatCents } from "../../rules/price-display.ts";
import { ACCEPTED_PAYMENTS } from "../../rules/reserve-terms.ts";
import type { OnlinePaymentPageData, OnlinePaymentState } from "./online-payment-page-data.ts";
import { inFormOrder, onlinePaymentForm, onlinePaymentProblems } from "./online-payment-form.ts";
import { PAID_TEXT, type OnlinePaymentDetails } from "./pay-online.ts";
import { checkoutNotice } from "../checkout-page.ts";

type PageContext = Pick<LoaderContext, "site" | "url" | "services" | "user">;

/** /online-payment (always gated): the payment form, the extra step, or the paid payment's receipt. */
export async function onlinePaymentPage(ctx: PageContext): Promise<OnlinePaymentPageData> {
  const query = ctx.url.searchParams;
  const own = async (id: string | null): Promise<Payment | undefined> => {
    const payment = id ? await findPayment(ctx.services.db, id) : undefined;
    return payment && payment.account_id === ctx.user?.id && payment.site_slug === ctx.site.slug && payment.car_id === 0 ? payment : undefined;
  };
  const paid = await own(query.get("paid"));
  const pending = await own(query.get("payment"));
  return {
    acceptedPayments: ACCEPTED_PAYMENTS,
    // A declined payment or a provider that did not answer is told as the reserve page tells it.
    notice: paid ? { tone: "done", text: PAID_TEXT } : checkoutNotice(query, pending?.failure ?? null),
    state: await state(ctx, paid, pending),
  };
}

async function state(ctx: PageContext, paid: Payment | undefined, pending: Payment | undefined): Promise<OnlinePaymentState> {
  if (paid?.status === "captured") {
    const details = JSON.parse(paid.details) as OnlinePaymentDetails;
    return { kind: "paid", amount: formatCents(paid.amount_cents), reference: details.reference, paymentReference: paid.provider_ref };
  }
  if (pending?.status === "requires_action") return { kind: "extra-step", paymentId: pending.id, amount: formatCents(pending.amount_cents) };
  const form = onlinePaymentForm(ctx.site);
  const query = ctx.url.searchParams;
  // A refused post comes back with what was typed (never the card number) in the query.
  const typed = coerceFormValues(query, form);
  const values: FormValues = Object.keys(typed).length > 0 ? typed : { ...form.initialValues, ...(await accountContact(ctx)) };
  // The card number is never sent back: the route says whether it was one of the problems.
  const card = query.get("card") ? [{ field: "card_number", message: "Please enter a valid card number." }] : [];
  const errors = query.get("check") ? inFormOrder(form, [...onlinePaymentProblems(form, values).filter((error) => error.field !== "card_number"), ...card]) : [];
  return { kind: "form", form, values, errors, hidden: { key: randomUUID() } };
}

async function accountContact(ctx: PageContext): Promise<FormValues> {
  const account = ctx.user ? await findAccount(ctx.services.db, ctx.site.slug, ctx.user.id) : undefined;
  const contact: FormValues = {};
  if (account?.name) contact.name = account.name;
  if (account?.email) contact.email = account.email;
  if (account?.phone) contact.phone = account.phone;
  return contact;
}
