import { describe, expect, it } from "vitest";
import { compactPostcodes, geocodePostcode } from "./postcodes.ts";

describe("compactPostcodes", () => {
  it("keeps one point per postcode at the median of its localities", () => {
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

  it("prefers the surveyed point, and leaves out points outside Australia and its territories", () => {
    const map = compactPostcodes([
      { postcode: "2899", state: "NSW", lat: -36.08, long: 146.93, Lat_precise: -29.03, Long_precise: 167.95 },
      { postcode: "4171", state: "QLD", lat: -27.46, long: 153.06, Lat_precise: -27.45, Long_precise: 153.06 },
      { postcode: "4171", state: "QLD", lat: -27.47, long: 153.05, Lat_precise: -27.47, Long_precise: 153.05 },
      // A suburb placed at Cape York, and one with latitude and longitude swapped.
      { postcode: "4171", state: "QLD", lat: 142.42, long: -10.78, Lat_precise: -10.78, Long_precise: 142.42 },
      { postcode: "4171", state: "QLD", lat: 142.42, long: -10.78, Lat_precise: 142.42, Long_precise: -10.78 },
      { postcode: "3989", state: "VIC", lat: 49.18, long: -2.1, Lat_precise: 49.18, Long_precise: -2.1 },
      { postcode: "6799", state: "WA", lat: -12.17, long: 96.83, Lat_precise: null, Long_precise: null },
    ]);
    expect(map.get("2899")).toEqual({ postcode: "2899", state: "NSW", lat: -29.03, long: 167.95 });
    expect(map.get("4171")).toEqual({ postcode: "4171", state: "QLD", lat: -27.45, long: 153.05 });
    expect(map.has("3989")).toBe(false);
    expect(map.get("6799")).toEqual({ postcode: "6799", state: "WA", lat: -12.17, long: 96.83 });
  });
});

describe("geocodePostcode (embedded dataset)", () => {
  it("finds Australian postcodes", async () => {
    const sydney = await geocodePostcode("2000");
    expect(sydney.state).toBe("NSW");
    expect(sydney.lat).toBeCloseTo(-33.86, 1);
    expect((await geocodePostcode("0800")).state).toBe("NT");
    // Norfolk Island lies 1,400 km off the coast, not in Victoria where the dataset's rounded point puts it.
    const norfolk = await geocodePostcode("2899");
    expect([norfolk.lat, norfolk.long].map(Math.round)).toEqual([-29, 168]);
    // Brisbane's 4171, not dragged out to sea by one locality's swapped coordinates.
    const bulimba = await geocodePostcode("4171");
    expect([bulimba.lat, bulimba.long].map(Math.round)).toEqual([-27, 153]);
  });

  it("throws 'Invalid postcode' for unknown or malformed postcodes", async () => {
    await expect(geocodePostcode("0001")).rejects.toThrow("Invalid postcode");
    await expect(geocodePostcode("20000")).rejects.toThrow("Invalid postcode");
    await expect(geocodePostcode("abcd")).rejects.toThrow("Invalid postcode");
  });
});
