import type { LoaderContext } from "../types/index.ts";
import { holdEndText } from "../rules/reservation-hold.ts";
import { checkoutPath } from "./checkout-path.ts";
import { carEntry, carsById } from "../accounts/car-entry.ts";
import type { ReservationStatus } from "../storage/tables/reservation-tables.ts";

export interface ShopperReservation {
  id: string;
  car: { name: string; path: string } | null;
  status: string;
  /** When the hold ends (or ended), on the dealer's wall clock. */
  holdEnd: string;
  active: boolean;
}

const STATUS: Record<ReservationStatus, string> = { active: "Reserved for you", expired: "Hold ended", cancelled: "Cancelled" };
const SHOWN = 20;

/** The signed-in shopper's reservations on this site, newest first, each linking to its reserve page; none when signed out. */
export async function shopperReservations(ctx: Pick<LoaderContext, "services" | "site" | "user">): Promise<ShopperReservation[]> {
  if (!ctx.user) return [];
  const reservations = await ctx.services.db
    .selectFrom("reservations")
    .select(["id", "car_id", "status", "expires_at", "ended_at"])
    .where("account_id", "=", ctx.user.id)
    .where("site_slug", "=", ctx.site.slug)
    .orderBy("created_at", "desc")
    .limit(SHOWN)
    .execute();
  const cars = await carsById(ctx.services.stock, reservations.map((row) => row.car_id));
  return reservations.map((reservation) => {
    const car = cars.get(reservation.car_id);
    return {
      id: reservation.id,
      car: car ? { name: carEntry(car).name, path: checkoutPath(ctx.site, car) } : null,
      status: STATUS[reservation.status],
      holdEnd: holdEndText(new Date(reservation.ended_at ?? reservation.expires_at), ctx.site.address.state),
      active: reservation.status === "active",
    };
  });
}
