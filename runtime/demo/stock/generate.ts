import type { Car } from "../../types/generated/car.ts";
import type { ItemKind } from "./catalogue.ts";
import { salesYards } from "./car-location.ts";
import { CARS_PER_DEALERSHIP, generateCar, type CarType } from "./generate-car.ts";
import { modelPools } from "./model-pools.ts";
import type { StockDealership, StockLocation, StockSite } from "./stock-site.ts";

export interface GenerateOptions {
  /** Cars across the site's dealerships (default: the site's demo_stock.count); at most 100,000 per dealership. */
  count?: number;
  seed?: number;
  /** Every date is relative to this (default: the current time). */
  now?: Date;
}

export interface CarBatch {
  dealership: StockDealership;
  /** The site's locations; cars stand at the dealership's sales yards among them. */
  locations: readonly StockLocation[];
  count: number;
  seed: number;
  now: Date;
  carTypes?: readonly CarType[];
  vehicleKinds?: readonly ItemKind[];
  /** Makes the dealer stocks; when absent, `manufacturer` for new and demo cars, else every known make. */
  makes?: readonly string[] | null;
  manufacturer?: string | null;
  financeProvider?: string | null;
  offersSubscription?: boolean;
}

/** One dealership's demo stock: the same batch always gives the same cars. */
export function generateCars(batch: CarBatch): Car[] {
  if (!Number.isInteger(batch.count) || batch.count < 0 || batch.count > CARS_PER_DEALERSHIP) {
    throw new RangeError(`count must be a whole number from 0 to ${CARS_PER_DEALERSHIP}, got ${batch.count}`);
  }
  const yards = salesYards(batch.locations, batch.dealership.id);
  const wanted = batch.vehicleKinds?.length ? batch.vehicleKinds : (["car"] as const);
  // A dealership stocks the site's kinds its yards sell; without yards (no locations) nothing narrows them.
  const kinds = yards.length ? wanted.filter((kind) => yards.some((yard) => yard.vehicle_kinds.includes(kind))) : wanted;
  if (kinds.length === 0) return [];
  const ctx = {
    dealership: batch.dealership,
    yards,
    pools: modelPools({
      year: batch.now.getUTCFullYear(),
      kinds,
      makes: batch.makes,
      manufacturer: batch.manufacturer,
    }),
    carTypes: batch.carTypes?.length ? batch.carTypes : (["new", "used", "demo"] as const),
    now: batch.now,
    seed: batch.seed,
    financeProvider: batch.financeProvider ?? null,
    offersSubscription: batch.offersSubscription ?? false,
  };
  return Array.from({ length: batch.count }, (_, i) => generateCar(ctx, i + 1));
}

/** A site's demo stock, shared out over its dealerships as its demo_stock settings say. */
export function generateSiteStock(site: StockSite, options: GenerateOptions = {}): Car[] {
  const demo = site.demo_stock;
  const total = options.count ?? demo.count;
  const dealerships = site.dealerships;
  const now = options.now ?? new Date();
  return dealerships.flatMap((dealership, index) =>
    generateCars({
      dealership,
      locations: site.locations,
      count: Math.floor(total / dealerships.length) + (index < total % dealerships.length ? 1 : 0),
      seed: options.seed ?? demo.seed,
      now,
      carTypes: demo.car_types,
      vehicleKinds: demo.vehicle_kinds,
      makes: demo.makes,
      manufacturer: site.manufacturer,
      financeProvider: site.finance_provider,
      offersSubscription: site.offers_subscription,
    }),
  );
}
