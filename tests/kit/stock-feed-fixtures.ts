import stockSchema from "../../schemas/site/stock.json" with { type: "json" };
import type { StockFeedSettings } from "../../runtime/types/generated/site.ts";
import type { Car } from "../../runtime/types/generated/car.ts";

const mappingDefaults = stockSchema.$defs.StockFeedMapping.properties;
const feedDefaults = stockSchema.$defs.StockFeed.properties;

/** A site's default feed (schemas/site/stock.json defaults), with any settings overridden. */
export function defaultFeed(overrides: Partial<StockFeedSettings> = {}): StockFeedSettings {
  return {
    name: "dms",
    format: feedDefaults.format.default as StockFeedSettings["format"],
    encoding: feedDefaults.encoding.default as StockFeedSettings["encoding"],
    full: feedDefaults.full.default,
    url: null,
    interval_minutes: feedDefaults.interval_minutes.default,
    timeout_seconds: feedDefaults.timeout_seconds.default,
    max_bytes: feedDefaults.max_bytes.default,
    mapping: {
      columns: { ...mappingDefaults.columns.default },
      ignore_columns: [],
      list_separator: mappingDefaults.list_separator.default,
      values: structuredClone(mappingDefaults.values.default) as StockFeedSettings["mapping"]["values"],
    },
    ...overrides,
  };
}

/** The header of a typical dealer-management-system CSV export (the default mapping's columns). */
export const DMS_HEADER = "StockNo,VIN,Condition,Year,Make,Model,Badge,Body,Colour,Odometer,Transmission,FuelType,Price,Comments";

/** One row of that export. */
export function dmsRow(stocknum: string, fields: { vin?: string; price?: string; year?: string; condition?: string; make?: string; model?: string } = {}): string {
  const { vin = "", price = "21990", year = "2019", condition = "Used", make = "Toyota", model = "Corolla" } = fields;
  return [stocknum, vin, condition, year, make, model, "Ascent Sport", "Hatch", "White", "45000", "Auto", "Unleaded", price, ""].join(",");
}

/** A stocked car's fields a feed row does not carry, for comparing cars across imports. */
export function withoutTimes(car: Car): Omit<Car, "updated_at"> {
  const { updated_at: _updated, ...rest } = car;
  return rest;
}
