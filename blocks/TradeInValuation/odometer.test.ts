import { describe, expect, it } from "vitest";
import { formatOdometer, readOdometer } from "./odometer.ts";

describe("odometer", () => {
  it("shows thousands separators as the shopper types", () => {
    expect(formatOdometer("41000")).toBe("41,000");
    expect(formatOdometer("41,0005")).toBe("410,005");
    expect(formatOdometer("1234567")).toBe("1,234,567");
    expect(formatOdometer("999")).toBe("999");
  });

  it("drops anything but digits, leading zeros and digits past seven", () => {
    expect(formatOdometer("abc")).toBe("");
    expect(formatOdometer("0041")).toBe("41");
    expect(formatOdometer("0")).toBe("0");
    expect(formatOdometer("123456789")).toBe("1,234,567");
  });

  it("reads the kilometres back", () => {
    expect(readOdometer("41,000")).toBe(41000);
    expect(readOdometer("")).toBeNull();
  });
});
