import { describe, expect, it, onTestFinished } from "vitest";
import { forEachBackend, type Backend } from "../../tests/kit/backends.ts";
import { openDatabase } from "../storage/open-database.ts";
import type { StoreLeadInput } from "./lead-store.ts";
import { bookedPlaces, bookServiceSlot, type ServiceSlot } from "./service-booking-store.ts";

const now = new Date("2026-12-05T01:00:00.000Z");
const slot: ServiceSlot = { siteSlug: "harbour-motors", locationId: 12, date: "2026-12-08", time: "08:30", capacity: 2 };

function booking(name: string, key?: string): StoreLeadInput {
  return {
    siteSlug: slot.siteSlug,
    userData: { name, category: "Service Booking", form: "service-enquiry", preferred_date: slot.date, preferred_time: slot.time },
    isLastStep: true,
    spam: false,
    idempotency: key ? { key, bodyHash: `hash-${key}` } : null,
    secret: null,
    channels: ["crm"],
    now,
    checkComplete: () => [],
  };
}

/** `servers` handles on one fresh database: on PostgreSQL each its own pool, as separate servers would be. */
async function servers(backend: Backend, count: number) {
  const options = await backend.freshOptions();
  const opened: Awaited<ReturnType<typeof openDatabase>>[] = [];
  for (let i = 0; i < (backend.name === "postgres" ? count : 1); i += 1) opened.push(await openDatabase(options));
  onTestFinished(async () => {
    await Promise.all(opened.map((database) => database.close()));
  });
  return Array.from({ length: count }, (_, i) => opened[i % opened.length]!.db);
}

describe("service bookings (issue 23 §4)", () => {
  forEachBackend((backend) => {
    it("books places up to the slot's capacity with their leads, then answers 'taken' and stores no lead", async () => {
      const [db] = await servers(backend, 1);
      const first = await bookServiceSlot(db!, slot, booking("Ada"));
      const second = await bookServiceSlot(db!, slot, booking("Grace"));
      expect([first.kind, second.kind]).toEqual(["booked", "booked"]);
      expect(await bookServiceSlot(db!, slot, booking("Linus"))).toEqual({ kind: "taken" });
      const leads = await db!.selectFrom("leads").select(["id", "category"]).execute();
      expect(leads).toHaveLength(2);
      const rows = await db!.selectFrom("service_bookings").select(["place", "lead_id"]).orderBy("place").execute();
      expect(rows.map((row) => row.place)).toEqual([1, 2]);
      expect(rows.map((row) => row.lead_id).sort()).toEqual(leads.map((lead) => lead.id).sort());
      expect(await db!.selectFrom("lead_outbox").select("id").execute()).toHaveLength(2);
      expect(await bookedPlaces(db!, slot.siteSlug, slot.locationId, "2026-12-08", "2026-12-08")).toEqual(new Map([["2026-12-08 08:30", 2]]));
    });

    it("answers a retried post with its booking, taking no second place", async () => {
      const [db] = await servers(backend, 1);
      const first = await bookServiceSlot(db!, slot, booking("Ada", "key-ada-1"));
      const again = await bookServiceSlot(db!, slot, booking("Ada", "key-ada-1"));
      expect(first.kind).toBe("booked");
      expect(again).toMatchObject({ kind: "lead", lead: { kind: "replayed", leadId: (first as { leadId: string }).leadId } });
      expect(await db!.selectFrom("service_bookings").select("id").execute()).toHaveLength(1);
    });

    it("of two shoppers taking the last place at once, on two servers, one books it and the other hears 'taken'", async () => {
      const dbs = await servers(backend, 2);
      for (let round = 0; round < 3; round += 1) {
        const last = { ...slot, date: `2026-12-1${round}` };
        expect((await bookServiceSlot(dbs[0]!, last, booking("Ada"))).kind).toBe("booked");
        const answers = await Promise.all([bookServiceSlot(dbs[0]!, last, booking("Grace")), bookServiceSlot(dbs[1]!, last, booking("Linus"))]);
        expect(answers.map((answer) => answer.kind).sort()).toEqual(["booked", "taken"]);
        const places = await dbs[0]!.selectFrom("service_bookings").select("place").where("slot_date", "=", last.date).execute();
        expect(places.map((row) => row.place).sort()).toEqual([1, 2]);
      }
      expect(await dbs[0]!.selectFrom("leads").select("id").execute()).toHaveLength(6);
    });
  });
});
