import type { Database } from "../types/services.ts";
import type { ReservationsTable } from "../storage/tables/reservation-tables.ts";

export type Reservation = ReservationsTable;

/** The car's active reservation, whoever holds it. */
export function activeReservation(db: Database, carId: number): Promise<Reservation | undefined> {
  return db.selectFrom("reservations").selectAll().where("car_id", "=", carId).where("status", "=", "active").executeTakeFirst();
}

/** The reservation a payment paid for, in any status. */
export function reservationOfPayment(db: Database, paymentId: string): Promise<Reservation | undefined> {
  return db.selectFrom("reservations").selectAll().where("payment_id", "=", paymentId).executeTakeFirst();
}

export function findReservation(db: Database, id: string): Promise<Reservation | undefined> {
  return db.selectFrom("reservations").selectAll().where("id", "=", id).executeTakeFirst();
}
