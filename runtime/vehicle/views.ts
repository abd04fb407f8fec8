import { sql } from "kysely";
import type { Database } from "../types/services.ts";

type CarCount = "views" | "phone_reveals";

/** Counts one view of a car, or one reveal of the dealer's phone number on its page, and returns the new count. */
export async function countCarEvent(db: Database, carId: number, count: CarCount): Promise<number> {
  const row = await db
    .insertInto("car_views")
    .values({ car_id: carId, views: 0, phone_reveals: 0, [count]: 1 })
    .onConflict((oc) => oc.column("car_id").doUpdateSet({ [count]: sql<number>`car_views.${sql.ref(count)} + 1` }))
    .returning(count)
    .executeTakeFirstOrThrow();
  return Number(row[count]);
}

/** The platform's count of a car's views (without the feed's baseline), without counting one. */
export async function platformViews(db: Database, carId: number): Promise<number> {
  const row = await db.selectFrom("car_views").select("views").where("car_id", "=", carId).executeTakeFirst();
  return Number(row?.views ?? 0);
}
