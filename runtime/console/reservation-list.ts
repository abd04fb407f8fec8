import type { Database } from "../types/services.ts";
import type { PaymentEventsTable, PaymentsTable, ReservationsTable } from "../storage/tables/reservation-tables.ts";

const RESERVATIONS_PAGE_SIZE = 50;

export interface SiteReservation {
  reservation: ReservationsTable;
  payment: PaymentsTable;
}

/** A page of the site's reservations with their deposits, newest first. */
export async function reservationsPage(db: Database, siteSlug: string, page: number): Promise<{ rows: SiteReservation[]; hasNext: boolean }> {
  const reservations = await db
    .selectFrom("reservations")
    .selectAll()
    .where("site_slug", "=", siteSlug)
    .orderBy("created_at", "desc")
    .orderBy("id", "desc")
    .limit(RESERVATIONS_PAGE_SIZE + 1)
    .offset((page - 1) * RESERVATIONS_PAGE_SIZE)
    .execute();
  const shown = reservations.slice(0, RESERVATIONS_PAGE_SIZE);
  const ids = shown.map((reservation) => reservation.payment_id);
  const payments = ids.length === 0 ? [] : await db.selectFrom("payments").selectAll().where("id", "in", ids).execute();
  const byId = new Map(payments.map((payment) => [payment.id, payment]));
  const rows = shown.flatMap((reservation) => {
    const payment = byId.get(reservation.payment_id);
    return payment ? [{ reservation, payment }] : [];
  });
  return { rows, hasNext: reservations.length > RESERVATIONS_PAGE_SIZE };
}

/** One reservation of the site with its deposit; undefined for another site's or none. */
export async function siteReservation(db: Database, siteSlug: string, id: string): Promise<SiteReservation | undefined> {
  const reservation = await db.selectFrom("reservations").selectAll().where("id", "=", id).where("site_slug", "=", siteSlug).executeTakeFirst();
  const payment = reservation && (await db.selectFrom("payments").selectAll().where("id", "=", reservation.payment_id).where("site_slug", "=", siteSlug).executeTakeFirst());
  return reservation && payment ? { reservation, payment } : undefined;
}

/** Every state the deposit reached, in order. */
export function paymentHistory(db: Database, paymentId: string): Promise<PaymentEventsTable[]> {
  return db.selectFrom("payment_events").selectAll().where("payment_id", "=", paymentId).orderBy("at").execute();
}
