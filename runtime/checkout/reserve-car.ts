import { randomUUID } from "node:crypto";
import type { Car, Site } from "../types/index.ts";
import type { StockRepository, Database } from "../types/services.ts";
import { storeInTransaction, type StoreLeadInput } from "../leads/lead-store.ts";
import { notifyLeadQueued } from "../leads/delivery-signal.ts";
import type { Payment } from "../payments/payment-store.ts";
import { isInStock } from "../rules/stock-status.ts";
import { holdEndsAt } from "../rules/reservation-hold.ts";
import { reservationLead, type ShopperDetails } from "./reservation-lead.ts";
import { activeReservation, type Reservation } from "./reservation-store.ts";

/** The dealer's lead for a reservation: the reserve page's own, or the online purchase journey's with its answers. */
export type ReservationLeadOf = (site: Site, car: Car, shopper: ShopperDetails, payment: Payment, reservation: Reservation, now: Date) => StoreLeadInput;

export type ReserveResult = { kind: "reserved"; reservation: Reservation } | { kind: "taken" };

export interface ReserveInput {
  site: Site;
  carId: number;
  /** The authorised deposit that pays for the reservation. */
  payment: Payment;
  shopper: ShopperDetails;
  now: Date;
  lead?: ReservationLeadOf;
}

/**
 * Reserves the car for an authorised deposit in one transaction: the reservation, the car marked reserved
 * (through the stock repository, so search and pages hear of it) and the dealer's lead commit together. The
 * partial unique index on a car's active reservation decides a race, on SQLite and on PostgreSQL alike, across
 * any number of servers: the loser's insert fails and it is told the car is taken. The same payment sent twice
 * (a double click) finds its own reservation and is answered with it.
 */
export async function reserveCar(db: Database, stock: StockRepository, input: ReserveInput): Promise<ReserveResult> {
  const { site, payment, now } = input;
  let result: ReserveResult;
  try {
    result = await stock.transaction(async (tx) => {
      const [car] = await tx.getByIds([input.carId]);
      if (!car || car.reserved || !isInStock(car)) return { kind: "taken" };
      const reservation: Reservation = {
        id: randomUUID(),
        site_slug: site.slug,
        car_id: car.id,
        account_id: payment.account_id,
        payment_id: payment.id,
        status: "active",
        expires_at: holdEndsAt(now, site.vehicle_page.reserve_hold_hours).toISOString(),
        created_at: now.toISOString(),
        ended_at: null,
      };
      await tx.db.insertInto("reservations").values(reservation).execute();
      await tx.upsert([{ ...car, reserved: true, updated_at: now.toISOString() }]);
      await storeInTransaction(tx.db, (input.lead ?? reservationLead)(site, car, input.shopper, payment, reservation, now));
      return { kind: "reserved", reservation };
    });
  } catch (error) {
    if (!(await activeReservation(db, input.carId))) throw error;
    result = { kind: "taken" };
  }
  if (result.kind === "reserved") {
    notifyLeadQueued();
    return result;
  }
  const holder = await activeReservation(db, input.carId);
  return holder?.payment_id === payment.id ? { kind: "reserved", reservation: holder } : result;
}
