import { formatDecimal } from "./digit-groups.ts";

export interface SpecLine {
  label: string;
  value: string;
}

/** Spec §9: caravan dimensions come in feet; shoppers read metres. */
export const FEET_TO_METRES = 0.3048;

/** Spec §2: the specification list shows its first 4 lines until 'show all'. */
export const SPEC_LINES_INITIAL = 4;

/** Spec §9: the feature list shows 8 until 'show all'. */
export const FEATURES_INITIAL_LIMIT = 8;

type SpecValue = string | number | boolean | null | undefined;

function isEmpty(value: SpecValue): value is null | undefined | "" {
  return value === null || value === undefined || (typeof value === "string" && value.trim() === "");
}

/** Spec §5: lines with empty values are omitted. Numbers get thousands separators and an optional unit. */
export function specLines(entries: ReadonlyArray<readonly [label: string, value: SpecValue, unit?: string]>): SpecLine[] {
  return entries.flatMap(([label, value, unit]) => {
    if (isEmpty(value)) return [];
    const text = typeof value === "number" ? formatNumber(value) : typeof value === "boolean" ? (value ? "Yes" : "No") : value.trim();
    return [{ label, value: unit ? `${text} ${unit}` : text }];
  });
}

/** Thousands grouped, at most two decimals and no trailing zeros: 1234567.891 -> '1,234,567.89', 5.5 -> '5.5'. */
export function formatNumber(value: number): string {
  return formatDecimal(value, 2);
}

/** A length in feet as metres, to two decimals: 24 -> 7.32. */
export function feetToMetres(feet: number | null | undefined): number | null {
  return typeof feet === "number" && Number.isFinite(feet) ? Math.round(feet * FEET_TO_METRES * 100) / 100 : null;
}
