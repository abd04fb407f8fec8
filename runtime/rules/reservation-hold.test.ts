import { describe, expect, it } from "vitest";
import { depositCents, holdEndsAt, holdEndText } from "./reservation-hold.ts";

describe("reservation hold (spec §9: $200 deposit, 48-hour hold)", () => {
  it("ends the site's hold length after the reservation", () => {
    expect(holdEndsAt(new Date("2026-12-05T09:00:00Z"), 48).toISOString()).toBe("2026-12-07T09:00:00.000Z");
  });

  it("shows the end on the dealer's wall clock as dd/MM/yyyy", () => {
    expect(holdEndText(new Date("2026-12-07T09:00:00Z"), "NSW")).toBe("07/12/2026 8:00 pm");
    expect(holdEndText(new Date("2026-12-07T09:00:00Z"), "WA")).toBe("07/12/2026 5:00 pm");
  });

  it("turns the deposit in dollars into cents", () => {
    expect(depositCents(200)).toBe(20_000);
    expect(depositCents(99.99)).toBe(9_999);
  });
});
