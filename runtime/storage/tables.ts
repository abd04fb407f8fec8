import type { CarsTable } from "../stock/cars-table.ts";
import type { LeadTables } from "../leads/lead-tables.ts";
import type { CarViewsTable } from "../vehicle/car-views-table.ts";
import type { StockChangesTable } from "../stock/stock-changes-table.ts";

/**
 * Every table of the platform database, for Kysely's typing. A capability that stores data declares its
 * table interface beside its code and adds one line here (plus a migration in ./migrations/).
 */
export interface Tables extends LeadTables {
  cars: CarsTable;
  car_views: CarViewsTable;
  stock_changes: StockChangesTable;
}
