import { randomUUID } from "node:crypto";
import type { Transaction } from "kysely";
import type { Database } from "../types/services.ts";
import type { Tables } from "../storage/tables.ts";
import { slotKey } from "../rules/bookable-slots.ts";
import { storeInTransaction, type StoreLeadInput, type StoreLeadResult } from "./lead-store.ts";

/** One drop-off time at one service location, and how many cars it takes. */
export interface ServiceSlot {
  siteSlug: string;
  locationId: number;
  /** YYYY-MM-DD in the location's time zone. */
  date: string;
  /** HH:mm. */
  time: string;
  capacity: number;
}

/** `lead` is what storing the lead answered when it stored nothing new (a retried post, a reused key). */
export type BookSlotResult = { kind: "booked"; leadId: string; secret?: string } | { kind: "taken" } | { kind: "lead"; lead: StoreLeadResult };

class SlotFull extends Error {}

/**
 * Books a place at a slot and stores its lead in one transaction. The place is the next free number up to the
 * slot's capacity, and the unique index on it decides between shoppers taking the same place at once, on
 * SQLite and PostgreSQL alike: the loser's transaction fails and it looks again, finding the next place, or
 * none. Each try takes a place or finds the slot full, so a slot of capacity N needs at most N + 1 tries.
 */
export async function bookServiceSlot(db: Database, slot: ServiceSlot, lead: StoreLeadInput): Promise<BookSlotResult> {
  let lastError: unknown;
  for (let attempt = 0; attempt <= slot.capacity; attempt += 1) {
    try {
      return await db.transaction().execute((trx) => takePlace(trx, slot, lead));
    } catch (error) {
      if (error instanceof SlotFull) return { kind: "taken" };
      lastError = error;
    }
  }
  throw lastError;
}

async function takePlace(trx: Transaction<Tables>, slot: ServiceSlot, lead: StoreLeadInput): Promise<BookSlotResult> {
  const stored = await storeInTransaction(trx, lead);
  if (stored.kind !== "created") return { kind: "lead", lead: stored };
  const places = await bookedPlaces(trx, slot.siteSlug, slot.locationId, slot.date, slot.date);
  const taken = places.get(slotKey(slot.date, slot.time)) ?? 0;
  // Thrown, not returned, so the lead just written rolls back with the transaction.
  if (taken >= slot.capacity) throw new SlotFull();
  await trx
    .insertInto("service_bookings")
    .values({
      id: randomUUID(),
      site_slug: slot.siteSlug,
      location_id: slot.locationId,
      slot_date: slot.date,
      slot_time: slot.time,
      place: taken + 1,
      lead_id: stored.leadId,
      created_at: lead.now.toISOString(),
    })
    .execute();
  return { kind: "booked", leadId: stored.leadId, secret: stored.secret };
}

/** How many places are taken at each of a location's slots from `from` to `to` (dates), by slotKey. */
export async function bookedPlaces(db: Database, siteSlug: string, locationId: number, from: string, to: string): Promise<Map<string, number>> {
  const rows = await db
    .selectFrom("service_bookings")
    .select(["slot_date", "slot_time", (eb) => eb.fn.countAll<number | string>().as("taken")])
    .where("site_slug", "=", siteSlug)
    .where("location_id", "=", locationId)
    .where("slot_date", ">=", from)
    .where("slot_date", "<=", to)
    .groupBy(["slot_date", "slot_time"])
    .execute();
  return new Map(rows.map((row) => [slotKey(row.slot_date, row.slot_time), Number(row.taken)]));
}
