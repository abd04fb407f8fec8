import type { Car } from "../../types/generated/car.ts";
import { listPage, listQuery, locationId, queryText } from "./list-query.ts";

/** What the stock list's GET form asks for; every field is optional and a bad value is dropped, never an error. */
export interface StockFilter {
  /** Looked for in the car's name, stock number, VIN and number plate, case aside. */
  text: string | null;
  make: string | null;
  status: Car["status"] | null;
  /** A location id of the site. */
  location: number | null;
  /** 1-based page of the list. */
  page: number;
}

export const CAR_STATUSES: readonly Car["status"][] = ["in_stock", "coming_soon", "sold", "withdrawn", "archived"];
export const STOCK_PAGE_SIZE = 50;
const MAX_TEXT = 100;

/** Reads the stock list's query string: the same filter serves the list and its pages. */
export function readStockFilter(query: URLSearchParams): StockFilter {
  const field = (name: string) => queryText(query, name, MAX_TEXT);
  const status = field("status");
  return {
    text: field("q"),
    make: field("make"),
    status: CAR_STATUSES.includes(status as Car["status"]) ? (status as Car["status"]) : null,
    location: locationId(field("location")),
    page: listPage(query),
  };
}

/** The filter as a query string (page left out unless asked), for links to other pages. */
export function stockQuery(filter: StockFilter, page?: number): string {
  return listQuery({ q: filter.text, make: filter.make, status: filter.status, location: filter.location }, page);
}

type ListedCar = Pick<Car, "id" | "name" | "make" | "status" | "stocknum" | "vin" | "regplate" | "location_id" | "created_at">;

/** The cars the filter keeps, newest stocked first, and the page of them it asks for. */
export function filterStock<T extends ListedCar>(cars: readonly T[], filter: StockFilter): { cars: T[]; total: number; hasNext: boolean } {
  const text = filter.text?.toLowerCase();
  const make = filter.make?.toLowerCase();
  const kept = cars.filter(
    (car) =>
      (!filter.status || car.status === filter.status) &&
      (!make || car.make.toLowerCase() === make) &&
      (!filter.location || car.location_id === filter.location) &&
      (!text || [car.name, car.stocknum, car.vin, car.regplate].some((value) => value?.toLowerCase().includes(text))),
  );
  kept.sort((a, b) => b.created_at.localeCompare(a.created_at) || b.id - a.id);
  const start = (filter.page - 1) * STOCK_PAGE_SIZE;
  return { cars: kept.slice(start, start + STOCK_PAGE_SIZE), total: kept.length, hasNext: kept.length > start + STOCK_PAGE_SIZE };
}

/** The makes of a site's stock, each once, in alphabetical order: the make filter's choices. */
export function stockMakes(cars: readonly Pick<Car, "make">[]): string[] {
  return [...new Set(cars.map((car) => car.make))].sort((a, b) => a.localeCompare(b));
}
