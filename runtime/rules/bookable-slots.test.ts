import { describe, expect, it } from "vitest";
import { bookableSlots, offersSlot, slotKey, slotsWithRoom } from "./bookable-slots.ts";

type Hours = Parameters<typeof bookableSlots>[0];
const weekdays: Hours = [1, 2, 3, 4, 5].map((weekday) => ({ weekday, status: "Open" as const, open: "09:00", close: "11:00" }));
// Monday 23 November 2026, 09:10 in Brisbane (UTC+10, no daylight saving).
const mondayMorning = new Date("2026-11-22T23:10:00Z");
const rules = { now: mondayMorning, timeZone: "Australia/Brisbane", days: 7, slotMinutes: 30, noticeMinutes: 60 };

describe("bookableSlots", () => {
  it("offers starts that end by closing time, from the notice after now, on open days only", () => {
    const days = bookableSlots([...weekdays, { weekday: 0, status: "Closed" }], [], rules);
    expect(days[0]).toEqual({ date: "2026-11-23", slots: ["10:30"] });
    expect(days[1]).toEqual({ date: "2026-11-24", slots: ["09:00", "09:30", "10:00", "10:30"] });
    expect(days.map((d) => d.date)).toEqual(["2026-11-23", "2026-11-24", "2026-11-25", "2026-11-26", "2026-11-27"]);
  });

  it("lets special hours replace a day's hours or close it", () => {
    const special = [
      { date: "2026-11-24", status: "Closed" as const },
      { date: "2026-11-28", status: "Open" as const, start_hour: "10:00", end_hour: "11:00" },
    ];
    const dates = bookableSlots(weekdays, special, rules).map((d) => [d.date, d.slots]);
    expect(dates).toContainEqual(["2026-11-28", ["10:00", "10:30"]]);
    expect(dates.map(([date]) => date)).not.toContain("2026-11-24");
  });

  it("drops a day whose last slot has passed", () => {
    const late = { ...rules, now: new Date("2026-11-23T00:31:00Z") };
    expect(bookableSlots(weekdays, [], late)[0]!.date).toBe("2026-11-24");
  });

  it("takes service slots (an hour each, two hours' notice) on the location's calendar, not the server's", () => {
    // 22:30 on Sunday in Perth is already Monday 00:30 in Sydney: Perth's Monday starts a day later.
    const sundayNightPerth = new Date("2026-11-22T14:30:00Z");
    const hours: Hours = [{ weekday: 1, status: "Open", open: "07:30", close: "16:30" }];
    const perth = bookableSlots(hours, [], { now: sundayNightPerth, timeZone: "Australia/Perth", days: 2, slotMinutes: 60, noticeMinutes: 120 });
    expect(perth).toEqual([{ date: "2026-11-23", slots: ["07:30", "08:30", "09:30", "10:30", "11:30", "12:30", "13:30", "14:30", "15:30"] }]);
    const atSevenInSydney = new Date("2026-11-22T20:00:00Z");
    const sydney = bookableSlots(hours, [], { now: atSevenInSydney, timeZone: "Australia/Sydney", days: 1, slotMinutes: 60, noticeMinutes: 120 });
    expect(sydney[0]!.slots[0]).toBe("09:30");
  });
});

describe("slotsWithRoom", () => {
  const days = [
    { date: "2026-11-24", slots: ["09:00", "10:00"] },
    { date: "2026-11-25", slots: ["09:00"] },
  ];

  it("leaves out slots booked to capacity, and days left with none", () => {
    const booked = new Map([
      [slotKey("2026-11-24", "09:00"), 2],
      [slotKey("2026-11-24", "10:00"), 1],
      [slotKey("2026-11-25", "09:00"), 2],
    ]);
    expect(slotsWithRoom(days, booked, 2)).toEqual([{ date: "2026-11-24", slots: ["10:00"] }]);
    expect(slotsWithRoom(days, booked, 3)).toEqual(days);
  });

  it("tells an offered slot from one that is not", () => {
    expect(offersSlot(days, "2026-11-24", "10:00")).toBe(true);
    expect(offersSlot(days, "2026-11-24", "09:30")).toBe(false);
    expect(offersSlot(days, "2026-11-26", "09:00")).toBe(false);
  });
});
