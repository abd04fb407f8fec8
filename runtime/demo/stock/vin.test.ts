import { describe, expect, it } from "vitest";
import { createRandom } from "./random.ts";
import { generateVin, isValidVin, vinCheckDigit } from "./vin.ts";

describe("VIN check digit", () => {
  it("matches the ISO 3779 worked example", () => {
    expect(vinCheckDigit("1M8GDM9AXKP042788")).toBe("X");
    expect(isValidVin("1M8GDM9AXKP042788")).toBe(true);
    expect(isValidVin("11111111111111111")).toBe(true);
  });

  it("rejects a wrong check digit, a wrong length and the letters I, O and Q", () => {
    expect(isValidVin("1M8GDM9A1KP042788")).toBe(false);
    expect(isValidVin("1M8GDM9AXKP04278")).toBe(false);
    expect(isValidVin("1M8GDM9AXKP04278O")).toBe(false);
  });

  it("generates valid VINs with the make's manufacturer code and the model-year code", () => {
    const random = createRandom(42);
    const vin = generateVin(random, "Toyota", 2024);
    expect(isValidVin(vin)).toBe(true);
    expect(["JTM", "JTN", "MR0", "JTE"]).toContain(vin.slice(0, 3));
    expect(vin.charAt(9)).toBe("R");
  });
});
