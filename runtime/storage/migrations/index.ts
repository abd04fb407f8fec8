import type { Migration } from "kysely/migration";
import * as cars from "./202611220000-cars.ts";
import * as leads from "./202611220100-leads.ts";
import * as carViews from "./202611220200-car-views.ts";
import * as stockChanges from "./202611250000-stock-changes.ts";
import * as stockImports from "./202611270000-stock-imports.ts";
import * as leadSecrets from "./202611270100-lead-secrets.ts";
import * as rateCounters from "./202611270200-rate-counters.ts";
import * as hostedSearch from "./202611270300-hosted-search.ts";
import * as viewSalts from "./202611270400-view-salts.ts";
import * as accounts from "./202611280000-accounts.ts";
import * as passkeys from "./202612050000-passkeys.ts";
import * as savedSearches from "./202612050100-saved-searches.ts";
import * as reservations from "./202612050200-reservations.ts";
import * as dealerConsole from "./202612050300-console.ts";
import * as checkoutDrafts from "./202612060200-checkout-drafts.ts";
import * as alerts from "./202612060300-alerts.ts";
import * as promotionSpins from "./202612060400-promotion-spins.ts";
import * as reviews from "./202612060600-reviews.ts";
import * as serviceBookings from "./202612060700-service-bookings.ts";
import * as leadLocations from "./202612110000-lead-locations.ts";
import * as staffPasskeys from "./202612110000-staff-passkeys.ts";
import * as stockChangeNotices from "./202612140000-stock-change-notices.ts";

/**
 * Every migration, keyed by file name (applied in name order). Listed by hand rather than globbed so the
 * same list works under Vite and plain Node. Add one line per new migration file.
 */
export const migrations: Record<string, Migration> = {
  "202611220000-cars": cars,
  "202611220100-leads": leads,
  "202611220200-car-views": carViews,
  "202611250000-stock-changes": stockChanges,
  "202611270000-stock-imports": stockImports,
  "202611270100-lead-secrets": leadSecrets,
  "202611270200-rate-counters": rateCounters,
  "202611270300-hosted-search": hostedSearch,
  "202611270400-view-salts": viewSalts,
  "202611280000-accounts": accounts,
  "202612050000-passkeys": passkeys,
  "202612050100-saved-searches": savedSearches,
  "202612050200-reservations": reservations,
  "202612050300-console": dealerConsole,
  "202612060200-checkout-drafts": checkoutDrafts,
  "202612060300-alerts": alerts,
  "202612060400-promotion-spins": promotionSpins,
  "202612060600-reviews": reviews,
  "202612060700-service-bookings": serviceBookings,
  "202612110000-lead-locations": leadLocations,
  "202612110000-staff-passkeys": staffPasskeys,
  "202612140000-stock-change-notices": stockChangeNotices,
};
