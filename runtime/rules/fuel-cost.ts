/** Spec §5 fuel calculator defaults. */
export const DEFAULT_FUEL_PRICE = 1.7;
export const DEFAULT_WEEKLY_DISTANCE_KM = 250;
export const DEFAULT_CONSUMPTION_L_PER_100KM = 10;

/** Spec §5: weekly cost = distance / 100 x consumption x price, in dollars. */
export function weeklyFuelCost(distanceKm: number, litresPer100Km: number, pricePerLitre: number): number {
  return (distanceKm / 100) * litresPer100Km * pricePerLitre;
}

/** The car's combined consumption when the variant knows it, else the spec's 10 L/100km. */
export function fuelConsumption(combined: number | string | null | undefined): number {
  const value = typeof combined === "string" ? Number.parseFloat(combined) : combined;
  return typeof value === "number" && Number.isFinite(value) && value > 0 ? value : DEFAULT_CONSUMPTION_L_PER_100KM;
}

/** Spec §2: electric cars have no fuel calculator (hybrids still burn fuel, so they keep it). */
export function isElectric(fuel: string | null | undefined, simpleFuel: string | null | undefined): boolean {
  const words = `${fuel ?? ""} ${simpleFuel ?? ""}`.toLowerCase();
  return (/\belectric\b/.test(words) && !/hybrid/.test(words)) || /\b(ev|bev)\b/.test(words);
}
