import { describe, expect, it } from "vitest";
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

describe("labels asked for again", () => {
  it("read the same each time, and what is no date or time is refused each time", () => {
    expect([timeLabel("13:30"), timeLabel("13:30"), dateLabel("2026-11-23"), dateLabel("2026-11-23")]).toEqual(["1:30pm", "1:30pm", "Mon 23/11/2026", "Mon 23/11/2026"]);
    for (let attempt = 0; attempt < 2; attempt++) {
      expect(() => dateLabel("2026-02-30")).toThrow(RangeError);
      expect(() => timeLabel("25:00")).toThrow(RangeError);
    }
  });
});
