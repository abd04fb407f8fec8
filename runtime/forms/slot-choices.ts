import type { AvailableDay } from "../rules/bookable-slots.ts";

/** The slots a form offers: one list (test drives at the car's location), or one per location the shopper picks. */
export type SlotChoices = AvailableDay[] | Record<string, AvailableDay[]> | null;

/**
 * The slots shown for the form's current location: a per-location form shows the chosen location's, and the
 * first location's until one is chosen, so its date and time lists are never empty for want of a choice.
 */
export function slotsShown(choices: SlotChoices, locationId: unknown): AvailableDay[] | null {
  if (choices === null || Array.isArray(choices)) return choices;
  return choices[String(locationId)] ?? Object.values(choices)[0] ?? [];
}
