import type { CarsTable } from "./tables/cars-table.ts";
import type { LeadTables } from "./tables/lead-tables.ts";
import type { CarViewsTable } from "./tables/car-views-table.ts";
import type { StockChangesTable } from "./tables/stock-changes-table.ts";
import type { StockImportTables } from "./tables/stock-import-tables.ts";
import type { RateCountersTable } from "./tables/rate-counters-table.ts";
import type { HostedSearchTables } from "./tables/hosted-search-tables.ts";
import type { ViewSaltsTable } from "./tables/view-salts-table.ts";
import type { AccountTables } from "./tables/account-tables.ts";
import type { ReservationTables } from "./tables/reservation-tables.ts";
import type { ConsoleTables } from "./tables/console-tables.ts";
import type { PromotionSpinsTable } from "./tables/promotion-spins-table.ts";
import type { ReviewsTable } from "./tables/reviews-table.ts";
import type { ServiceBookingsTable } from "./tables/service-booking-table.ts";

/**
 * Every table of the platform database, for Kysely's typing. A capability that stores data declares its
 * table interface beside its code and adds one line here (plus a migration in ./migrations/).
 */
export interface Tables extends LeadTables, StockImportTables, HostedSearchTables, AccountTables, ReservationTables, ConsoleTables {
  cars: CarsTable;
  car_views: CarViewsTable;
  stock_changes: StockChangesTable;
  rate_counters: RateCountersTable;
  view_salts: ViewSaltsTable;
  promotion_spins: PromotionSpinsTable;
  reviews: ReviewsTable;
  service_bookings: ServiceBookingsTable;
}
