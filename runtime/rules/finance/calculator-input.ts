import type { Bounds } from "./calculator-settings.ts";

/**
 * Reads what a shopper typed into a calculator field: '$', thousands separators and spaces are ignored,
 * a negative number becomes 0 (spec §5), and anything that is not a number gives null (the field is being edited).
 */
export function readCalculatorInput(text: string): number | null {
  const cleaned = text.replace(/[$,\s]/g, "");
  if (cleaned === "" || cleaned === "-") return null;
  const value = Number(cleaned);
  if (!Number.isFinite(value)) return null;
  return Math.max(0, value);
}

export function isOutOfRange(value: number, bounds: Pick<Bounds, "min" | "max">): boolean {
  return value < bounds.min || value > bounds.max;
}

/** Spec §5 help text under a calculator field whose value is out of bounds. */
export function rangeHelpText(bounds: Pick<Bounds, "min" | "max">, format: (value: number) => string): string {
  return `Cannot be less than ${format(bounds.min)} or more than ${format(bounds.max)}`;
}
