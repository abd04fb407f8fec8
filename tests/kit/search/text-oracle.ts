import type { Car } from "../../../runtime/types/generated/car.ts";

/** Every field the full-text search covers (README: make, model, badge, series, title, colour, stock number, VIN, rego). */
export const TEXT_FIELDS: readonly (keyof Car)[] = ["make", "model", "badge", "series", "name", "colour", "stocknum", "vin", "regplate"];

/** Words of a field as a shopper would type them (letters and digits), lower case. */
export function textWords(text: string | null | undefined): string[] {
  return (text ?? "").toLowerCase().match(/[\p{L}\p{N}]+/gu) ?? [];
}

function distance(a: string, b: string): number {
  const row = Array.from({ length: b.length + 1 }, (_, i) => i);
  for (let i = 1; i <= a.length; i++) {
    let previous = row[0]!;
    row[0] = i;
    for (let j = 1; j <= b.length; j++) {
      const current = row[j]!;
      row[j] = Math.min(row[j]! + 1, row[j - 1]! + 1, previous + (a[i - 1] === b[j - 1] ? 0 : 1));
      previous = current;
    }
  }
  return row[b.length]!;
}

/**
 * Whether a car matches a text query in the given fields, decided by brute force from the behaviour the README
 * states (a test oracle, independent of the index): every word matches a word of some field, the last one also
 * as a prefix, with one typo from 4 letters and two from 8, none in words with digits.
 */
export function matchesText(car: Car, query: string, fields: readonly (keyof Car)[] = TEXT_FIELDS): boolean {
  const queryWords = textWords(query);
  const terms = fields.flatMap((field) => textWords(car[field] as string | null));
  return queryWords.every((word, index) => {
    const typos = /\d/.test(word) ? 0 : word.length >= 8 ? 2 : word.length >= 4 ? 1 : 0;
    return terms.some((term) => term === word || (index === queryWords.length - 1 && term.startsWith(word)) || (typos > 0 && distance(term, word) <= typos));
  });
}
