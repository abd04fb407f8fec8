import { describe, expect, it } from "vitest";
import { stateTimeZone, wallClock } from "./local-clock.ts";

/** Today's date where a location in `state` is. */
const dateIn = (state: string, now: Date) => wallClock(now, stateTimeZone(state)).date;

describe("local clock", () => {
  it("reads wall-clock time in the location's state", () => {
    // Monday 23 November 2026, 09:10 in Brisbane (UTC+10, no daylight saving).
    const mondayMorning = new Date("2026-11-22T23:10:00Z");
    expect(stateTimeZone("QLD")).toBe("Australia/Brisbane");
    expect(stateTimeZone("wa")).toBe("Australia/Perth");
    expect(wallClock(mondayMorning, "Australia/Brisbane")).toEqual({ date: "2026-11-23", minutes: 9 * 60 + 10 });
    expect(wallClock(mondayMorning, "Australia/Perth")).toEqual({ date: "2026-11-23", minutes: 7 * 60 + 10 });
  });

  it("is the calendar day in the location's own state", () => {
    const now = new Date("2026-12-24T14:30:00Z");
    expect(dateIn("NSW", now)).toBe("2026-12-25");
    expect(dateIn("QLD", now)).toBe("2026-12-25");
    expect(dateIn("WA", now)).toBe("2026-12-24");
  });

  it("follows daylight saving: Sydney is UTC+11 in summer, Brisbane stays UTC+10", () => {
    const now = new Date("2026-12-31T13:30:00Z");
    expect(dateIn("NSW", now)).toBe("2027-01-01");
    expect(dateIn("QLD", now)).toBe("2026-12-31");
  });
});
