import { describe, expect, it } from "vitest";
import { availabilityAt } from "./test-drive-availability.ts";
import { testSite } from "../../tests/kit/leads/lead-fixtures.ts";

// Monday 23 November 2026, 09:10 in Brisbane (UTC+10, no daylight saving).
const mondayMorning = new Date("2026-11-22T23:10:00Z");

describe("availabilityAt", () => {
  it("uses the site location's opening hours, and has no slots for a location the site does not list", () => {
    const site = testSite();
    const found = availabilityAt(site, 11, mondayMorning, 2);
    expect(found).toMatchObject({ location_id: 11, time_zone: "Australia/Brisbane" });
    expect(found.days[0]!.slots.at(-1)).toBe("16:30");
    expect(availabilityAt(site, 999, mondayMorning).days).toEqual([]);
  });

  it("gives an hour's notice from the minute asked at, each time it is asked", () => {
    const site = testSite();
    const firstSlot = (now: Date) => availabilityAt(site, 11, now, 2).days[0]!.slots[0];
    expect(firstSlot(mondayMorning)).toBe("10:30");
    expect(firstSlot(new Date("2026-11-22T23:10:59Z"))).toBe("10:30");
    expect(firstSlot(new Date("2026-11-22T23:30:00Z"))).toBe("10:30");
    expect(firstSlot(new Date("2026-11-22T23:31:00Z"))).toBe("11:00");
    expect(firstSlot(mondayMorning)).toBe("10:30");
    expect(availabilityAt(site, 11, new Date("2026-11-23T23:10:00Z"), 2).days[0]!.date).toBe("2026-11-24");
  });
});
