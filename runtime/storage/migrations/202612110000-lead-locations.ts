import type { Kysely } from "kysely";

const BATCH = 500;

// Each lead's site location (the dealer console filters its inbox by it): the location the lead's answers name (the
// shopper's choice, or its car's as the form copied it), else where its car stands now. Read in batches in
// TypeScript so the same backfill runs on SQLite and PostgreSQL, whose JSON functions differ.
export async function up(db: Kysely<any>): Promise<void> {
  await db.schema.alterTable("leads").addColumn("location_id", "integer").execute();
  await db.schema.createIndex("leads_site_location").on("leads").columns(["site_slug", "location_id"]).execute();
  let after = "";
  for (;;) {
    const leads = (await db.selectFrom("leads").select(["id", "payload", "car_id"]).where("id", ">", after).orderBy("id").limit(BATCH).execute()) as { id: string; payload: string; car_id: number | null }[];
    if (leads.length === 0) return;
    after = leads.at(-1)!.id;
    const carIds = [...new Set(leads.map((lead) => lead.car_id).filter((id) => id !== null))];
    const cars = carIds.length === 0 ? [] : ((await db.selectFrom("cars").select(["id", "data"]).where("id", "in", carIds).execute()) as { id: number; data: string }[]);
    const carLocation = new Map(cars.map((car) => [Number(car.id), wholeNumber((JSON.parse(car.data) as { location_id?: unknown }).location_id)]));
    for (const lead of leads) {
      const location = wholeNumber((JSON.parse(lead.payload) as { location_id?: unknown }).location_id) ?? (lead.car_id === null ? null : carLocation.get(Number(lead.car_id)) ?? null);
      if (location !== null) await db.updateTable("leads").set({ location_id: location }).where("id", "=", lead.id).execute();
    }
  }
}

function wholeNumber(value: unknown): number | null {
  return typeof value === "number" && Number.isInteger(value) ? value : null;
}

export async function down(db: Kysely<any>): Promise<void> {
  await db.schema.dropIndex("leads_site_location").execute();
  await db.schema.alterTable("leads").dropColumn("location_id").execute();
}
