import type { Car } from "../../types/generated/car.ts";
import type { Database, StockRepository } from "../../types/services.ts";
import type { Site } from "../../types/index.ts";
import { applyRows } from "../feed/import-stock.ts";
import type { ImportReport } from "../feed/import-report.ts";

/** Fields that follow from others, worked out again when those change. */
const DERIVED: Record<string, string[]> = { status: ["sold", "sold_at"], images: ["photos_count", "primary_image_url"] };

export interface CarChange {
  /** Where the change came from, as its import report names it (`api:patch`, `console:price`). */
  source: string;
  /** The new values of the car's fields; the fields that follow from them are worked out again. */
  values: Record<string, unknown>;
  /** Written in the change's own transaction when it applies (an audit record). */
  alongside?: (db: Database) => Promise<void>;
}

export type ChangedCar = { report: ImportReport; car: Car | undefined };

/**
 * Changes one stocked car of a site as a one-car import of changes only, the way the dealers' stock API and the
 * console both do: checked against car.schema.json, written through the stock repository (so the search index and
 * pages hear of it at once) with its import report. Rejected, it changes nothing; `car` is the car as stored then.
 */
export async function changeCar(stock: StockRepository, site: Site, car: Car, change: CarChange): Promise<ChangedCar> {
  const values: Record<string, unknown> = { ...car };
  for (const key of Object.keys(change.values)) for (const derived of DERIVED[key] ?? []) delete values[derived];
  Object.assign(values, change.values);
  const report = await applyRows(stock, site, [{ where: "body", values, columns: {}, problems: [] }], [], {
    source: change.source,
    feed: { ...site.stock.feeds[0], full: false },
    acceptValid: false,
    ...(change.alongside && { alongside: change.alongside }),
  });
  return { report, car: await stock.getById(car.id) };
}
