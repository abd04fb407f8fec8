import { describe, expect, it } from "vitest";
import type { OpeningHoursEntry } from "../types/generated/location.ts";
import { holidayRows, hoursText, openingHoursRows, specialHoursOf } from "./opening-hours.ts";

const open = (weekday: number, formated_hours = "8:30am - 5:30pm"): OpeningHoursEntry => ({ weekday, status: "Open", formated_hours });
const closed = (weekday: number): OpeningHoursEntry => ({ weekday, status: "Closed", formated_hours: "Closed" });

describe("openingHoursRows (spec §2 opening-hours table)", () => {
  it("groups the weekdays into one 'Mon-Fri' row when all five match, then Saturday and Sunday", () => {
    const week = [closed(0), open(1), open(2), open(3), open(4), open(5), open(6, "8:30am - 4:00pm")];
    expect(openingHoursRows(week)).toEqual([
      { days: "Mon-Fri", hours: "8:30am - 5:30pm" },
      { days: "Sat", hours: "8:30am - 4:00pm" },
      { days: "Sun", hours: "Closed" },
    ]);
  });

  it("lists every day, Monday first, when one weekday differs", () => {
    const week = [open(5, "8:30am - 8:00pm"), open(4), open(3), open(2), open(1), closed(6), closed(0)];
    expect(openingHoursRows(week).map((row) => `${row.days} ${row.hours}`)).toEqual([
      "Mon 8:30am - 5:30pm",
      "Tue 8:30am - 5:30pm",
      "Wed 8:30am - 5:30pm",
      "Thu 8:30am - 5:30pm",
      "Fri 8:30am - 8:00pm",
      "Sat Closed",
      "Sun Closed",
    ]);
  });

  it("does not group when a weekday is missing, and leaves days without an entry out", () => {
    expect(openingHoursRows([open(1), open(2), open(3), open(4), open(6)]).map((row) => row.days)).toEqual(["Mon", "Tue", "Wed", "Thu", "Sat"]);
    expect(openingHoursRows([])).toEqual([]);
  });

  it("groups five closed weekdays too", () => {
    expect(openingHoursRows([1, 2, 3, 4, 5].map(closed))).toEqual([{ days: "Mon-Fri", hours: "Closed" }]);
  });
});

describe("hoursText", () => {
  it("reads 'Closed' for a closed day, whatever hours it carries", () => {
    expect(hoursText({ status: "Closed", open: "08:00", close: "17:00" })).toBe("Closed");
  });

  it("prefers the dealer's formatted hours, else formats the opening and closing times", () => {
    expect(hoursText({ status: "Open", formated_hours: "By appointment", open: "08:00", close: "17:00" })).toBe("By appointment");
    expect(hoursText({ status: "Open", open: "07:30", close: "16:30" })).toBe("7:30am - 4:30pm");
    expect(hoursText({ status: "Open" })).toBe("Open");
  });
});

describe("holidayRows ('View Holiday Hours')", () => {
  const specials = [
    { date: "2027-01-26", status: "Open" as const, start_hour: "10:00", end_hour: "15:00" },
    { date: "2026-12-25", status: "Closed" as const },
    { date: "2025-12-26", status: "Closed" as const },
    { date: "2026-12-31", status: "Open" as const, start_hour: null, end_hour: null },
  ];

  it("lists today's and later special dates, soonest first, with their hours", () => {
    expect(holidayRows(specials, "2026-12-25")).toEqual([
      { date: "2026-12-25", label: "Fri 25/12/2026", hours: "Closed" },
      { date: "2026-12-31", label: "Thu 31/12/2026", hours: "Open" },
      { date: "2027-01-26", label: "Tue 26/01/2027", hours: "10:00am - 3:00pm" },
    ]);
  });

  it("is empty once every date has passed", () => {
    expect(holidayRows(specials, "2027-01-27")).toEqual([]);
  });
});

describe("specialHoursOf", () => {
  it("keeps the entries naming no location or this one, and leaves out another location's", () => {
    const own = { date: "2026-12-25", status: "Closed" as const };
    const named = { date: "2026-12-26", status: "Closed" as const, location_id: 7 };
    const other = { date: "2026-12-27", status: "Closed" as const, location_id: 8 };
    expect(specialHoursOf({ id: 7, special_hours: [own, named, other] })).toEqual([own, named]);
    expect(specialHoursOf({ id: 7 })).toEqual([]);
  });
});
