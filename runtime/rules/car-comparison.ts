import type { Car } from "../types/generated/car.ts";
import { priceDisplay, type PriceDisplayOptions } from "./price-display.ts";
import { allSpecifications, carSummary, keyInformation } from "./vehicle-specs.ts";
import type { SpecLine } from "./spec-lines.ts";

/** One car's side of the comparison: its lines, section by section. */
export interface ComparedSections {
  [section: string]: SpecLine[];
}

export interface ComparisonRow {
  label: string;
  /** One value per car, in the cars' order; null where the car has no such line. */
  values: Array<string | null>;
}

export interface ComparisonSection {
  title: string;
  /** Rows where the cars differ: shown, and highlighted. */
  differing: ComparisonRow[];
  /** Rows every car shares: folded behind a disclosure. */
  same: ComparisonRow[];
}

/** Identifiers of one car, different on every car: comparing them tells the shopper nothing. */
const IDENTIFIERS = new Set(["Stock No.", "Rego", "Rego expiry", "VIN", "Build date", "Compliance date"]);

/** What is compared of a car: its price display, key specs, specifications and features. */
export function comparedSections(car: Car, price: PriceDisplayOptions, now: Date): ComparedSections {
  return {
    Price: [{ label: "Price", value: priceDisplay(car, price).text }],
    "Key specs": [...carSummary(car), ...keyInformation(car, now, false)].filter((line) => !IDENTIFIERS.has(line.label)),
    Specifications: allSpecifications(car),
    Features: (car.standardEquipment ?? []).map((feature) => ({ label: feature, value: "Yes" })),
  };
}

/**
 * Lines up the cars' sections into rows (each label once, in the order the cars first list it) and splits each
 * section into the rows that differ and those that are all equal. A single car has nothing to differ from, so
 * nothing of it is folded.
 */
export function compareCars(cars: readonly ComparedSections[]): ComparisonSection[] {
  const titles = [...new Set(cars.flatMap((car) => Object.keys(car)))];
  return titles.flatMap((title) => {
    const labels = [...new Set(cars.flatMap((car) => (car[title] ?? []).map((line) => line.label)))];
    const rows = labels.map((label) => ({
      label,
      values: cars.map((car) => car[title]?.find((line) => line.label === label)?.value ?? null),
    }));
    if (rows.length === 0) return [];
    const folds = cars.length > 1;
    return [{
      title,
      differing: rows.filter((row) => !folds || !allEqual(row.values)),
      same: folds ? rows.filter((row) => allEqual(row.values)) : [],
    }];
  });
}

function allEqual(values: ReadonlyArray<string | null>): boolean {
  return values.every((value) => value === values[0]);
}
