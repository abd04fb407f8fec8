import { describe, expect, it } from "vitest";
import { reserveTerms } from "./reserve-terms.ts";

const base = { vehicle: "car", used: false, deposit: 200, holdHours: 48, returnTerms: null };

describe("reserveTerms", () => {
  it("quotes the $200 deposit, 48-hour hold and full refund", () => {
    expect(reserveTerms(base)).toEqual([
      "Reserve this car online with a $200 deposit.",
      "We'll hold it for you for 48 hours.",
      "Your deposit is 100% refundable.",
      "We accept Mastercard, Visa, Maestro, Google Pay and Apple Pay.",
    ]);
  });

  it("adds the 48-hour money-back guarantee for used cars", () => {
    expect(reserveTerms({ ...base, used: true })).toContain("Every used car comes with our 48-hour money-back guarantee.");
  });

  it("adds the group's 14-day / 500 km / quarter-tank return terms for used cars where configured", () => {
    const terms = { days: 14, max_km: 500, min_fuel: "a quarter tank" };
    expect(reserveTerms({ ...base, used: true, returnTerms: terms })).toContain(
      "Changed your mind? Return it within 14 days, with no more than 500 km travelled and at least a quarter tank of fuel.",
    );
    expect(reserveTerms({ ...base, used: false, returnTerms: terms }).some((line) => line.includes("Return it"))).toBe(false);
  });
});
