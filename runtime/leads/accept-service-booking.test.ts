import { describe, expect, it } from "vitest";
import { forEachBackend } from "../../tests/kit/backends.ts";
import { testSite } from "../../tests/kit/leads/lead-fixtures.ts";
import { createNotifier } from "../notify/notifier.ts";
import type { Site } from "../types/index.ts";
import type { StoreLeadInput } from "./lead-store.ts";
import { SLOT_TAKEN, SLOT_UNAVAILABLE, storeServiceBooking } from "./accept-service-booking.ts";
import { serviceSlots } from "./service-slots.ts";

// Friday 4 December 2026, 09:00 in Brisbane: the service centre (id 12) opens 09:00-17:00 on weekdays.
const now = new Date("2026-12-03T23:00:00Z");
const service = { slot_minutes: 60, capacity_per_slot: 1, days_ahead: 7, notice_minutes: 120, service_types: ["Logbook service"] };
const site = { ...testSite(), phone: "07 3000 0000", service } as unknown as Site;

function booking(userData: Record<string, unknown>): StoreLeadInput {
  return {
    siteSlug: site.slug,
    userData: {
      form: "service-enquiry",
      category: "Service Booking",
      name: "Ada",
      email: "ada@example.com",
      phone: "0400000000",
      location_id: 12,
      preferred_date: "2026-12-07",
      preferred_time: "09:00",
      Rego: "ABC123",
      "Vehicle Make": "Toyota",
      "Vehicle Model": "Corolla",
      service_type: "Logbook service",
      ...userData,
    },
    isLastStep: true,
    spam: false,
    idempotency: null,
    secret: null,
    channels: [],
    now,
    checkComplete: () => [],
  };
}

describe("storeServiceBooking", () => {
  forEachBackend((backend) => {
    it("books an offered slot, confirms it to the shopper and offers it no more; the next shopper is refused it", async () => {
      const { db } = await backend.open();
      const services = { db, notifier: createNotifier(db, { smtp: false, now: () => now }) };
      const location = site.locations.find((l) => l.id === 12)!;
      expect((await serviceSlots(db, site, location, now))[0]).toEqual({ date: "2026-12-04", slots: ["11:00", "12:00", "13:00", "14:00", "15:00", "16:00"] });

      expect(await storeServiceBooking(services, site, booking({}))).toMatchObject({ kind: "created" });
      const monday = (await serviceSlots(db, site, location, now)).find((day) => day.date === "2026-12-07")!;
      expect(monday.slots).not.toContain("09:00");
      const [message] = await db.selectFrom("outbox").selectAll().execute();
      expect(message).toMatchObject({ destination: "ada@example.com", subject: "Your service booking at Harbour Toyota - Service: Mon 07/12/2026 at 9:00am" });
      expect(message!.body).toContain("Your Logbook service at Harbour Toyota - Service is booked for Mon 07/12/2026 at 9:00am.");
      expect(message!.body).toContain("Toyota Corolla (ABC123)");

      // The slot was offered when this shopper's page loaded; it is gone by the time they send.
      expect(await storeServiceBooking(services, site, booking({ name: "Grace" }))).toEqual({
        kind: "refused",
        errors: [{ field: "preferred_time", message: SLOT_TAKEN }],
      });
      expect(await db.selectFrom("leads").select("id").execute()).toHaveLength(1);
    });

    it("refuses a time the location does not offer (too soon, closed, not a slot start) and a location that is not a service centre", async () => {
      const { db } = await backend.open();
      const services = { db, notifier: createNotifier(db, { smtp: false, now: () => now }) };
      for (const [date, time] of [["2026-12-04", "10:00"], ["2026-12-05", "09:00"], ["2026-12-07", "09:30"], ["2026-12-31", "09:00"]]) {
        expect(await storeServiceBooking(services, site, booking({ preferred_date: date, preferred_time: time }))).toEqual({
          kind: "refused",
          errors: [{ field: "preferred_time", message: SLOT_UNAVAILABLE }],
        });
      }
      expect(await storeServiceBooking(services, site, booking({ location_id: 11 }))).toMatchObject({ kind: "refused", errors: [{ field: "location_id" }] });
      expect(await db.selectFrom("outbox").select("id").execute()).toEqual([]);
    });
  });
});
