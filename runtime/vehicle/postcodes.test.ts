import { describe, expect, it } from "vitest";
import { compactPostcodes, geocodePostcode } from "./postcodes.ts";

describe("compactPostcodes", () => {
  it("keeps one point per postcode at the mean of its localities", () => {
    const map = compactPostcodes([
      { postcode: "2000", state: "NSW", lat: -33.8, long: 151.2 },
      { postcode: "2000", state: "NSW", lat: -33.9, long: 151.3 },
      { postcode: "3000", state: "VIC", lat: -37.8, long: 144.9 },
      { postcode: "9999", state: "NSW", lat: 0, long: 0 },
    ]);
    expect(map.size).toBe(2);
    expect(map.get("2000")?.lat).toBeCloseTo(-33.85);
    expect(map.get("2000")?.long).toBeCloseTo(151.25);
    expect(map.get("3000")).toEqual({ postcode: "3000", state: "VIC", lat: -37.8, long: 144.9 });
  });
});

describe("geocodePostcode (embedded dataset)", () => {
  it("finds Australian postcodes", async () => {
    const sydney = await geocodePostcode("2000");
    expect(sydney.state).toBe("NSW");
    expect(sydney.lat).toBeCloseTo(-33.86, 1);
    expect((await geocodePostcode("0800")).state).toBe("NT");
  });

  it("throws 'Invalid postcode' for unknown or malformed postcodes", async () => {
    await expect(geocodePostcode("0001")).rejects.toThrow("Invalid postcode");
    await expect(geocodePostcode("20000")).rejects.toThrow("Invalid postcode");
    await expect(geocodePostcode("abcd")).rejects.toThrow("Invalid postcode");
  });
});
