import type { Kysely } from "kysely";
import type { Car } from "./generated/car.ts";
import type { Tables } from "../storage/tables.ts";
import type { SearchService } from "../search/service/search-service.ts";

export type Database = Kysely<Tables>;

/** The platform's stock of cars, across every dealership. Writes notify listeners (the search index). */
export interface StockRepository {
  getById(id: number): Promise<Car | undefined>;
  getBySlug(slug: string): Promise<Car | undefined>;
  /** Every car of the given dealerships (any status). */
  listByDealerships(dealershipIds: readonly number[]): Promise<Car[]>;
  /** Every car on the platform, for building indexes. */
  all(): Promise<Car[]>;
  count(dealershipIds?: readonly number[]): Promise<number>;
  upsert(cars: readonly Car[]): Promise<void>;
  remove(ids: readonly number[]): Promise<void>;
  /** Called after every committed write with the changed cars (removed cars as ids). */
  onChange(listener: (change: StockChange) => void): () => void;
}

export interface StockChange {
  upserted: Car[];
  removed: number[];
}

/** Shared server services handed to loaders and API handlers. Capabilities add their own fields here. */
export interface Services {
  db: Database;
  stock: StockRepository;
  /** The embedded Algolia-compatible search service (runtime/search). */
  search: SearchService;
}
