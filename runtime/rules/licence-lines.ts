import type { Location } from "../types/index.ts";

/**
 * The licence lines a dealer shows when its site flag is on (spec §2, §6): each distinct dealer licence
 * number, then each distinct motor vehicle repairer number, of the locations shown on the site.
 */
export function licenceLines(locations: readonly Location[]): string[] {
  const shown = locations.filter((location) => location.visible !== false);
  const distinct = (numbers: (string | null | undefined)[]) => [...new Set(numbers.filter((n): n is string => !!n))];
  return [
    ...distinct(shown.map((l) => l.dealer_license_number)).map((n) => `Dealer Licence No. ${n}`),
    ...distinct(shown.map((l) => l.motor_vehicle_repairer)).map((n) => `Motor Vehicle Repairer Licence No. ${n}`),
  ];
}
