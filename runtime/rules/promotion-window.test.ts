import { describe, expect, it } from "vitest";
import { currentPromotion, promotionDateText, promotionWindow } from "./promotion-window.ts";

const summer = { id: "summer", start: "2026-12-01T00:00:00+10:00", end: "2027-01-01T00:00:00+10:00" };
const autumn = { id: "autumn", start: "2027-03-01T00:00:00+10:00", end: "2027-04-01T00:00:00+10:00" };
const winter = { id: "winter", start: "2027-06-01T00:00:00+10:00", end: "2027-07-01T00:00:00+10:00" };

describe("promotionWindow (issue 20 §3: spins only between start and end)", () => {
  it("is upcoming before the start, running from the start, ended from the end", () => {
    const at = (iso: string) => promotionWindow(summer, new Date(iso));
    expect([at("2026-11-30T13:59:59Z"), at("2026-11-30T14:00:00Z"), at("2026-12-31T13:59:59Z"), at("2026-12-31T14:00:00Z")]).toEqual([
      "upcoming",
      "running",
      "running",
      "ended",
    ]);
  });
});

describe("currentPromotion", () => {
  const all = [winter, summer, autumn];
  it("is the running one, else the next to start, else the last to end", () => {
    expect(currentPromotion(all, new Date("2026-12-10T00:00:00Z"))?.id).toBe("summer");
    expect(currentPromotion(all, new Date("2027-02-01T00:00:00Z"))?.id).toBe("autumn");
    expect(currentPromotion(all, new Date("2027-08-01T00:00:00Z"))?.id).toBe("winter");
    expect(currentPromotion([], new Date())).toBeUndefined();
  });
});

describe("promotionDateText (spec §9: dates dd/MM/yyyy)", () => {
  it("writes the day on the dealer's calendar", () => {
    expect(promotionDateText(summer.start, "QLD")).toBe("01/12/2026");
    expect(promotionDateText("2026-12-31T13:30:00Z", "WA")).toBe("31/12/2026");
  });
});
