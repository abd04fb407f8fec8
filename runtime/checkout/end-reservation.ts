import type { Database, StockRepository } from "../types/services.ts";
import type { PaymentProviders } from "../payments/payment-providers.ts";
import { findPayment } from "../payments/payment-store.ts";
import type { ReservationStatus } from "../storage/tables/reservation-tables.ts";
import { releaseDeposit } from "./release-deposit.ts";
import type { Reservation } from "./reservation-store.ts";

/**
 * Ends an active reservation (its hold ran out, or the shopper cancelled): in one transaction the reservation
 * ends and the car returns to stock through the stock repository; then the deposit is released. Only the first
 * of two concurrent ends does anything (the update is conditional on the reservation still being active).
 */
export async function endReservation(
  db: Database,
  stock: StockRepository,
  providers: PaymentProviders,
  reservationId: string,
  status: Exclude<ReservationStatus, "active">,
  now: Date,
): Promise<Reservation | null> {
  const ended = await stock.transaction(async (tx) => {
    const row = await tx.db
      .updateTable("reservations")
      .set({ status, ended_at: now.toISOString() })
      .where("id", "=", reservationId)
      .where("status", "=", "active")
      .returningAll()
      .executeTakeFirst();
    if (!row) return null;
    const [car] = await tx.getByIds([row.car_id]);
    if (car?.reserved) await tx.upsert([{ ...car, reserved: false, updated_at: now.toISOString() }]);
    return row;
  });
  if (!ended) return null;
  const payment = await findPayment(db, ended.payment_id);
  if (payment) await releaseDeposit(db, providers, payment, now);
  return ended;
}
