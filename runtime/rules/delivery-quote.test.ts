import { describe, expect, it } from "vitest";
import { DELIVERY_NO_ESTIMATE, DELIVERY_POSTCODE_REQUIRED, deliveryQuote, haversineKm } from "./delivery-quote.ts";

const sydney = { lat: -33.8688, long: 151.2093 };
const melbourne = { lat: -37.8136, long: 144.9631 };

describe("haversineKm", () => {
  it("measures Sydney to Melbourne at about 714 km with an Earth radius of 6371 km", () => {
    expect(haversineKm(sydney, melbourne)).toBeCloseTo(713.4, 0);
  });

  it("is zero for the same point and symmetric", () => {
    expect(haversineKm(sydney, sydney)).toBe(0);
    expect(haversineKm(melbourne, sydney)).toBeCloseTo(haversineKm(sydney, melbourne), 9);
  });
});

describe("deliveryQuote", () => {
  const rates = [
    { up_to_km: 200, price: 350, name: "Metro" },
    { up_to_km: 50, price: 0, name: "Local" },
  ];

  it("picks the first band that covers the distance, bands inclusive", () => {
    expect(deliveryQuote(0, rates)).toEqual({ price: 0, name: "Local" });
    expect(deliveryQuote(50, rates)).toEqual({ price: 0, name: "Local" });
    expect(deliveryQuote(50.01, rates)).toEqual({ price: 350, name: "Metro" });
    expect(deliveryQuote(200, rates)).toEqual({ price: 350, name: "Metro" });
  });

  it("gives no estimate beyond the last band or without bands", () => {
    expect(deliveryQuote(200.01, rates)).toBeNull();
    expect(deliveryQuote(10, [])).toBeNull();
  });

  it("carries the spec's texts", () => {
    expect(DELIVERY_POSTCODE_REQUIRED).toBe("Please enter a postcode");
    expect(DELIVERY_NO_ESTIMATE).toBe(
      "Sorry, we can't provide an estimate for that location. Please use the enquiry form on this page or give us a call to get a quote.",
    );
  });
});
