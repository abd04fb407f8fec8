import { sql } from "kysely";
import type { Database } from "../types/services.ts";

/** Counts one view of a car and returns the platform's count (without the feed's baseline). */
export async function countView(db: Database, carId: number): Promise<number> {
  const row = await db
    .insertInto("car_views")
    .values({ car_id: carId, views: 1, phone_reveals: 0 })
    .onConflict((oc) => oc.column("car_id").doUpdateSet({ views: sql<number>`car_views.views + 1` }))
    .returning("views")
    .executeTakeFirstOrThrow();
  return Number(row.views);
}

/** The platform's count of a car's views, without counting one. */
export async function platformViews(db: Database, carId: number): Promise<number> {
  const row = await db.selectFrom("car_views").select("views").where("car_id", "=", carId).executeTakeFirst();
  return Number(row?.views ?? 0);
}

/** Records that a shopper revealed the dealer's phone number on a car's page. */
export async function countPhoneReveal(db: Database, carId: number): Promise<number> {
  const row = await db
    .insertInto("car_views")
    .values({ car_id: carId, views: 0, phone_reveals: 1 })
    .onConflict((oc) => oc.column("car_id").doUpdateSet({ phone_reveals: sql<number>`car_views.phone_reveals + 1` }))
    .returning("phone_reveals")
    .executeTakeFirstOrThrow();
  return Number(row.phone_reveals);
}
