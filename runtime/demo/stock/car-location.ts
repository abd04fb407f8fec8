import type { CarLocation } from "../../types/generated/car.ts";
import type { Random } from "./random.ts";
import type { StockLocation } from "./stock-site.ts";

/** The sales yards a dealership's cars can stand at, its primary yard first. */
export function salesYards(locations: readonly StockLocation[], dealershipId: number): StockLocation[] {
  const visible = locations.filter((location) => location.visible);
  const own = visible.filter((location) => location.dealership_id === undefined || location.dealership_id === dealershipId);
  const pool = own.length ? own : visible;
  const sales = pool.filter((location) => location.location_type === "" || location.location_type === "sales");
  const yards = sales.length ? sales : pool;
  return [...yards].sort((a, b) => Number(b.primary) - Number(a.primary));
}

/** Most cars stand at the primary yard; about a quarter at the others. */
export function pickYard(random: Random, yards: readonly StockLocation[]): StockLocation | null {
  if (yards.length === 0) return null;
  if (yards.length === 1 || random.chance(0.75)) return yards[0] ?? null;
  return random.pick(yards.slice(1));
}

export function carLocation(location: StockLocation): CarLocation {
  const { street, city, state, postcode, place_url } = location.address;
  return {
    id: location.id,
    name: location.name,
    phone: location.contact_detail?.phone ?? null,
    slug: location.slug,
    address: { street, city, state, postcode, place_url: place_url ?? null },
    distribution_locations: [...(location.distribution_locations ?? [])],
  };
}
