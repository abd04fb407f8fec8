import { generateCars } from "../../../runtime/demo/stock/generate.ts";
import type { Car } from "../../../runtime/types/generated/car.ts";
import type { StockLocation } from "../../../runtime/demo/stock/stock-site.ts";

export interface DemoDealership {
  id: number;
  slug: string;
  name: string;
  city: string;
  state: string;
}

/** Generated stock for search tests and the benchmark: each dealership's cars at its own sales yard. */
export function demoStock(dealerships: readonly DemoDealership[], carsPerDealership: number, seed: number, now: Date): Car[] {
  return dealerships.flatMap((dealership) => {
    const yard = {
      id: dealership.id * 10,
      name: `${dealership.name} ${dealership.city}`,
      slug: `${dealership.slug}-${dealership.city.toLowerCase()}`,
      primary: true,
      location_type: "sales",
      dealership_id: dealership.id,
      visible: true,
      vehicle_kinds: ["car"],
      address: { street: "1 Test Street", city: dealership.city, state: dealership.state, postcode: "2000" },
    } as StockLocation;
    return generateCars({ dealership, locations: [yard], count: carsPerDealership, seed, now });
  });
}
