import { describe, expect, it } from "vitest";
import { localDate } from "./local-date.ts";

describe("localDate", () => {
  it("is the calendar day in the location's own state", () => {
    const now = new Date("2026-12-24T14:30:00Z");
    expect(localDate("NSW", now)).toBe("2026-12-25");
    expect(localDate("QLD", now)).toBe("2026-12-25");
    expect(localDate("WA", now)).toBe("2026-12-24");
  });

  it("follows daylight saving: Sydney is UTC+11 in summer, Brisbane stays UTC+10", () => {
    const now = new Date("2026-12-31T13:30:00Z");
    expect(localDate("NSW", now)).toBe("2027-01-01");
    expect(localDate("QLD", now)).toBe("2026-12-31");
  });
});
