import { describe, expect, it } from "vitest";
import { financePrefill } from "./finance-prefill.ts";

describe("financePrefill (spec §2)", () => {
  it("reads preferredDealership, vehiclePriceBudget, car_type and vin", () => {
    const query = new URLSearchParams(
      "preferredDealership=harbour-mazda&vehiclePriceBudget=32500&car_type=used&vin=jm0kf4w7a00123456&car_id=5001",
    );
    expect(financePrefill(query, ["harbour-toyota", "harbour-mazda"])).toEqual({
      values: { dealership_slug: "harbour-mazda", vehiclePriceBudget: 32500 },
      extra: { car_type: "used", vin: "JM0KF4W7A00123456" },
    });
  });

  it("leaves out values that are not what they claim", () => {
    const query = new URLSearchParams("preferredDealership=elsewhere&vehiclePriceBudget=lots&car_type=rental&vin=123");
    expect(financePrefill(query, ["harbour-toyota"])).toEqual({ values: {}, extra: {} });
  });
});
