import type { DealershipInfo } from "../index/car-record.ts";

/** The parts of a site document the index needs: its dealerships and its recently-sold window. */
export interface SearchSite {
  dealerships: readonly { id: number; name: string }[];
  specifications?: { recently_sold_days?: number };
}

/** Spec §4 and §9: sold cars stay listed 3 days unless the site says otherwise. */
const DEFAULT_RECENTLY_SOLD_DAYS = 3;

export interface DealershipDirectory {
  info(dealershipId: number): DealershipInfo | undefined;
  recentlySoldDays(dealershipId: number): number;
}

/** The parts of sites the directory reads, as plain data (a worker thread is handed them to make its own). */
export function directorySites(sites: readonly SearchSite[]): SearchSite[] {
  return sites.map(({ dealerships, specifications }) => ({
    dealerships: dealerships.map(({ id, name }) => ({ id, name })),
    specifications: { recently_sold_days: specifications?.recently_sold_days },
  }));
}

/**
 * Dealership names and sold windows by dealership id, from the site documents. One index serves every site,
 * so a dealership shown by two sites keeps its sold cars for the longer of their windows.
 */
export function dealershipDirectory(sites: readonly SearchSite[]): DealershipDirectory {
  const names = new Map<number, DealershipInfo>();
  const windows = new Map<number, number>();
  for (const site of sites) {
    const days = site.specifications?.recently_sold_days ?? DEFAULT_RECENTLY_SOLD_DAYS;
    for (const dealership of site.dealerships) {
      if (!names.has(dealership.id)) names.set(dealership.id, { name: dealership.name });
      windows.set(dealership.id, Math.max(days, windows.get(dealership.id) ?? 0));
    }
  }
  return {
    info: (id) => names.get(id),
    recentlySoldDays: (id) => windows.get(id) ?? DEFAULT_RECENTLY_SOLD_DAYS,
  };
}
