import type { Car, Site } from "../types/index.ts";
import type { StockRepository } from "../types/services.ts";
import { changeCar, type ChangedCar } from "../stock/admin/change-car.ts";
import { changesNothing, fieldsOf } from "../rules/console/car-form.ts";
import { recordAudit } from "./audit-log.ts";
import type { Staff } from "./staff-store.ts";

/** The audit log's subject for a car. */
export const carSubject = (car: Pick<Car, "id">) => `car:${car.id}`;

export type StockChangeOutcome = { kind: "unchanged" } | { kind: "changed"; car: Car | undefined } | { kind: "rejected"; changed: ChangedCar };

/**
 * A console change of a car by a member of staff: written the way the dealers' stock API writes one (through the
 * stock repository, so the site shows it at once), with its audit record (the fields before and after) in the
 * same transaction. A change that leaves the car as it is writes nothing.
 */
export async function changeStockCar(stock: StockRepository, site: Site, staff: Staff, car: Car, action: string, values: Partial<Car>, now: Date): Promise<StockChangeOutcome> {
  if (changesNothing(car, values)) return { kind: "unchanged" };
  const audit = { siteSlug: site.slug, actor: staff.email, action: `car.${action}`, subject: carSubject(car), before: fieldsOf(car, values), after: values };
  const changed = await changeCar(stock, site, car, {
    source: `console:${action}`,
    values,
    alongside: (db) => recordAudit(db, audit, now),
  });
  return changed.report.outcome === "applied" ? { kind: "changed", car: changed.car } : { kind: "rejected", changed };
}
