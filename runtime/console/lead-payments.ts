import type { Database } from "../types/services.ts";
import type { LeadsTable } from "../storage/tables/lead-tables.ts";

/** A payment a lead's page shows: the payment, every state it reached, and its reservation when it paid for one. */
export type LeadPayment = Awaited<ReturnType<typeof leadPayments>>[number];

/**
 * The payments of a lead: the one its answers name (`payment_reference`: a reservation, a purchase, an online
 * payment), and any other of the same shopper's account for the same car (a deposit paid before or after the
 * enquiry); of the lead's site only, oldest first.
 */
export async function leadPayments(db: Database, lead: LeadsTable) {
  const reference = (JSON.parse(lead.payload) as { payment_reference?: unknown }).payment_reference;
  if (typeof reference !== "string" && lead.account_id === null) return [];
  const payments = await db
    .selectFrom("payments")
    .leftJoin("reservations", "reservations.payment_id", "payments.id")
    .selectAll("payments")
    .select("reservations.id as reservation_id")
    .where("payments.site_slug", "=", lead.site_slug)
    .where((eb) =>
      eb.or([
        ...(typeof reference === "string" ? [eb("payments.provider_ref", "=", reference)] : []),
        ...(lead.account_id !== null ? [eb.and([eb("payments.account_id", "=", lead.account_id), eb("payments.car_id", "=", lead.car_id ?? 0)])] : []),
      ]),
    )
    .orderBy("payments.created_at")
    .execute();
  if (payments.length === 0) return [];
  const events = await db.selectFrom("payment_events").selectAll().where("payment_id", "in", payments.map((payment) => payment.id)).orderBy("at").execute();
  return payments.map(({ reservation_id, ...payment }) => ({ payment, events: events.filter((event) => event.payment_id === payment.id), reservationId: reservation_id }));
}
