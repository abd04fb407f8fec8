import { describe, expect, it } from "vitest";
import { forEachBackend } from "../../tests/kit/backends.ts";
import { openDatabase } from "../storage/open-database.ts";
import { createViewVisits } from "./view-visits.ts";

const shopper = { ip: "203.0.113.7", userAgent: "Mozilla/5.0 (shopper)" };
const morning = new Date("2026-11-27T01:00:00Z");
const evening = new Date("2026-11-27T23:59:00Z");
const nextDay = new Date("2026-11-28T00:01:00Z");

forEachBackend((backend) => {
  describe("one view per visitor per car per UTC day (spec §7 view.json)", () => {
    it("counts a visitor's first view of a car each day, and not the ones after", async () => {
      const { db } = await backend.open();
      const visits = createViewVisits();
      expect(await visits.firstToday(db, 1, shopper, morning)).toBe(true);
      expect(await visits.firstToday(db, 1, shopper, evening)).toBe(false);
      expect(await visits.firstToday(db, 2, shopper, evening)).toBe(true);
      expect(await visits.firstToday(db, 1, { ...shopper, userAgent: "another browser" }, evening)).toBe(true);
      expect(await visits.firstToday(db, 1, { ...shopper, ip: "203.0.113.8" }, evening)).toBe(true);
      expect(await visits.firstToday(db, 1, shopper, nextDay)).toBe(true);
    });

    if (backend.name === "postgres") {
      it("counts a visitor once whichever server instance answers, storing no address or user agent", async () => {
        const options = await backend.freshOptions();
        const [one, two] = [await openDatabase(options), await openDatabase(options)];
        try {
          const [first, second] = [createViewVisits(), createViewVisits()];
          expect(await first.firstToday(one.db, 7, shopper, morning)).toBe(true);
          expect(await second.firstToday(two.db, 7, shopper, evening)).toBe(false);
          expect(await second.firstToday(two.db, 7, shopper, nextDay)).toBe(true);
          expect(await first.firstToday(one.db, 7, shopper, nextDay)).toBe(false);
          const stored = JSON.stringify(await one.db.selectFrom("rate_counters").selectAll().execute());
          expect(stored).toContain("viewed:");
          expect(stored).not.toContain(shopper.ip);
          expect(stored).not.toContain("shopper");
          // Only the current day's salt is kept.
          expect((await one.db.selectFrom("view_salts").select("day").execute()).map((row) => row.day)).toEqual(["2026-11-28"]);
        } finally {
          await one.close();
          await two.close();
        }
      });
    }
  });
});
