import { describe, expect, it } from "vitest";
import { testDriveSlots } from "./test-drive-slots.ts";
import { availabilityAt } from "./test-drive-availability.ts";
import { testSite } from "../../tests/kit/leads/lead-fixtures.ts";

type Hours = Parameters<typeof testDriveSlots>[0];
const weekdays: Hours = [1, 2, 3, 4, 5].map((weekday) => ({ weekday, status: "Open" as const, open: "09:00", close: "11:00" }));
// Monday 23 November 2026, 09:10 in Brisbane (UTC+10, no daylight saving).
const mondayMorning = new Date("2026-11-22T23:10:00Z");
const rules = { now: mondayMorning, timeZone: "Australia/Brisbane", days: 7, slotMinutes: 30, noticeMinutes: 60 };

describe("testDriveSlots", () => {
  it("offers half-hour starts that end by closing time, from an hour after now, on open days only", () => {
    const days = testDriveSlots([...weekdays, { weekday: 0, status: "Closed" }], [], rules);
    expect(days[0]).toEqual({ date: "2026-11-23", slots: ["10:30"] });
    expect(days[1]).toEqual({ date: "2026-11-24", slots: ["09:00", "09:30", "10:00", "10:30"] });
    expect(days.map((d) => d.date)).toEqual(["2026-11-23", "2026-11-24", "2026-11-25", "2026-11-26", "2026-11-27"]);
  });

  it("lets special hours replace a day's hours or close it", () => {
    const special = [
      { date: "2026-11-24", status: "Closed" as const },
      { date: "2026-11-28", status: "Open" as const, start_hour: "10:00", end_hour: "11:00" },
    ];
    const dates = testDriveSlots(weekdays, special, rules).map((d) => [d.date, d.slots]);
    expect(dates).toContainEqual(["2026-11-28", ["10:00", "10:30"]]);
    expect(dates.map(([date]) => date)).not.toContain("2026-11-24");
  });

  it("drops a day whose last slot has passed", () => {
    const late = { ...rules, now: new Date("2026-11-23T00:31:00Z") };
    expect(testDriveSlots(weekdays, [], late)[0]!.date).toBe("2026-11-24");
  });
});

describe("availabilityAt", () => {
  it("uses the site location's opening hours, and has no slots for a location the site does not list", () => {
    const site = testSite();
    const found = availabilityAt(site, 11, mondayMorning, 2);
    expect(found).toMatchObject({ location_id: 11, time_zone: "Australia/Brisbane" });
    expect(found.days[0]!.slots.at(-1)).toBe("16:30");
    expect(availabilityAt(site, 999, mondayMorning).days).toEqual([]);
  });
});
