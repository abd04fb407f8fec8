import { describe, expect, it } from "vitest";
import { withOfferedSlot } from "./slot-choices.ts";

const slots = [
  { date: "2026-12-07", slots: ["07:30", "08:30"] },
  { date: "2026-12-08", slots: ["09:30"] },
];

describe("withOfferedSlot: a booking form's choice against fresh slots", () => {
  it("keeps a date and time still offered, as the same values", () => {
    const values = { preferred_date: "2026-12-07", preferred_time: "08:30", Rego: "ABC123" };
    expect(withOfferedSlot(values, slots)).toBe(values);
  });

  it("clears a time booked meanwhile, keeping its date and everything else", () => {
    expect(withOfferedSlot({ preferred_date: "2026-12-08", preferred_time: "10:30", Rego: "ABC123" }, slots)).toEqual({ preferred_date: "2026-12-08", Rego: "ABC123" });
  });

  it("clears a date no longer offered, and its time when no other day offers it", () => {
    expect(withOfferedSlot({ preferred_date: "2026-12-09", preferred_time: "10:30" }, slots)).toEqual({});
    // With no date chosen, the form offers every day's times.
    expect(withOfferedSlot({ preferred_date: "2026-12-09", preferred_time: "09:30" }, slots)).toEqual({ preferred_time: "09:30" });
  });

  it("leaves free-typed dates and times alone when there are no slots to choose from", () => {
    const values = { preferred_date: "2026-12-09", preferred_time: "10:30" };
    expect(withOfferedSlot(values, [])).toBe(values);
    expect(withOfferedSlot(values, null)).toBe(values);
  });
});
