import { describe, expect, it } from "vitest";
import { format, parse, parseISO } from "date-fns";
import { dateLabel, timeLabel } from "./date-time-labels.ts";

describe("dateLabel (spec §9: dates dd/MM/yyyy)", () => {
  it("writes the weekday and the date day first", () => {
    expect([dateLabel("2026-11-23"), dateLabel("2026-12-25"), dateLabel("2027-01-01")]).toEqual(["Mon 23/11/2026", "Fri 25/12/2026", "Fri 01/01/2027"]);
  });
});

describe("timeLabel", () => {
  it("writes a 24-hour HH:mm on the 12-hour clock", () => {
    expect([timeLabel("00:15"), timeLabel("09:05"), timeLabel("12:00"), timeLabel("13:30"), timeLabel("23:59")]).toEqual([
      "12:15am",
      "9:05am",
      "12:00pm",
      "1:30pm",
      "11:59pm",
    ]);
  });
});

describe("labels written by hand", () => {
  it("read as date-fns writes them: every minute of the day, and every day of several years", () => {
    for (let minute = 0; minute < 24 * 60; minute++) {
      const time = `${String(Math.floor(minute / 60)).padStart(2, "0")}:${String(minute % 60).padStart(2, "0")}`;
      expect(timeLabel(time)).toBe(format(parse(time, "HH:mm", new Date(0)), "h:mmaaa"));
    }
    for (let day = Date.UTC(2023, 0, 1); day < Date.UTC(2029, 0, 1); day += 86_400_000) {
      const date = new Date(day).toISOString().slice(0, 10);
      expect(dateLabel(date)).toBe(format(parseISO(date), "EEE dd/MM/yyyy"));
    }
  });

  it("leave anything else to date-fns, which refuses what is no date or time", () => {
    expect(() => dateLabel("2026-02-30")).toThrow(RangeError);
    expect(() => timeLabel("25:00")).toThrow(RangeError);
    expect(timeLabel("9:30")).toBe(format(parse("9:30", "HH:mm", new Date(0)), "h:mmaaa"));
  });
});
