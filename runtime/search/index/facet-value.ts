/** The facet values of a raw attribute value: strings as they are, numbers and booleans as text, arrays flattened. */
export function facetValues(raw: unknown): string[] {
  if (raw === null || raw === undefined) return [];
  // A list of plain words (equipment, categories, tags) is its own facet values, with no copy made per car.
  if (Array.isArray(raw)) return raw.every((item) => typeof item === "string" && item !== "") ? (raw as string[]) : raw.flatMap(facetValues);
  if (typeof raw === "string") return raw === "" ? [] : [raw];
  if (typeof raw === "number") return Number.isFinite(raw) ? [String(raw)] : [];
  if (typeof raw === "boolean") return [String(raw)];
  return [];
}

/** Facet filters match values case-insensitively (Algolia's facet value normalisation). */
export function facetKey(value: string): string {
  return value.toLowerCase();
}
