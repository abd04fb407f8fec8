import { describe, expect, it } from "vitest";
import { carJsonLd } from "./json-ld.ts";
import { testCar } from "../../tests/kit/vehicle/test-car.ts";
import { testSite } from "../../tests/kit/vehicle/test-context.ts";

const origin = "https://harbourmotors.com.au";

describe("carJsonLd", () => {
  it("describes the car and its offer with schema.org names", () => {
    const ld = carJsonLd(testCar(), testSite(), origin);
    expect(JSON.parse(JSON.stringify(ld))).toMatchObject({
      "@context": "https://schema.org",
      "@type": "Car",
      vehicleIdentificationNumber: "JTNKB3BE10J012345",
      brand: { "@type": "Brand", name: "Toyota" },
      model: "Corolla",
      vehicleConfiguration: "Ascent Sport ZWE211R",
      vehicleModelDate: "2021",
      mileageFromOdometer: { "@type": "QuantitativeValue", value: 45210, unitCode: "KMT" },
      bodyType: "hatchback",
      fuelType: "Petrol - Unleaded ULP",
      vehicleTransmission: "Constantly Variable Transmission",
      driveWheelConfiguration: "https://schema.org/FrontWheelDriveConfiguration",
      color: "Glacier White",
      seatingCapacity: 5,
      numberOfDoors: 5,
      itemCondition: "https://schema.org/UsedCondition",
      offers: { "@type": "Offer", price: 27990, priceCurrency: "AUD", availability: "https://schema.org/InStock" },
    });
    expect(ld.image).toContain(`${origin}/media/cars/corolla-1.jpg`);
  });

  it("marks sold cars sold out, new cars new, and leaves out a missing price", () => {
    const sold = carJsonLd(testCar({ status: "sold", sold: true, price: 0 }), testSite(), origin) as { offers: Record<string, unknown> };
    expect(sold.offers.availability).toBe("https://schema.org/SoldOut");
    expect(sold.offers).not.toHaveProperty("price");
    expect(carJsonLd(testCar({ car_type: "new" }), testSite(), origin).itemCondition).toBe("https://schema.org/NewCondition");
  });

  it("gives a caravan, which has no engine, no odometer reading", () => {
    expect(carJsonLd(testCar({ item_type: "caravan", simple_fuel: null, fuel: null, km: 0 }), testSite(), origin)).not.toHaveProperty("mileageFromOdometer");
  });
});
