import type { AvailableDay } from "../rules/bookable-slots.ts";
import type { FormValues } from "./form-types.ts";

/** The field a booking's time is chosen in, which the server names when it refuses a slot. */
export const SLOT_FIELD = "preferred_time";

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

/**
 * The form's values less a chosen date or time the slots shown no longer offer (booked since the form was
 * filled), so the shopper chooses again rather than sending it back; the same values when all is still offered.
 */
export function withOfferedSlot(values: FormValues, slots: AvailableDay[] | null): FormValues {
  if (!slots || slots.length === 0) return values;
  const { preferred_date: date, [SLOT_FIELD]: time, ...rest } = values;
  const day = slots.find((d) => d.date === date);
  const times = day ? day.slots : slots.flatMap((d) => d.slots);
  const dateGone = date !== undefined && !day;
  const timeGone = time !== undefined && !times.includes(String(time));
  if (!dateGone && !timeGone) return values;
  return { ...rest, ...(dateGone ? {} : { preferred_date: date }), ...(timeGone ? {} : { [SLOT_FIELD]: time }) };
}
