import type { CarField } from "./car-fields.ts";

export type Coerced = { value: unknown } | { omitted: true } | { error: string };

const TRUE = new Set(["true", "yes", "y", "1"]);
const FALSE = new Set(["false", "no", "n", "0"]);

/**
 * A CSV cell as the value of its car field: a mapped value as the mapping gives it, else the cell read as the
 * field's type. An empty cell is null for a field that may be null, else left out (the field's default applies).
 */
export function coerceCell(cell: string, field: CarField, valueMap: Readonly<Record<string, unknown>> | undefined, separator: string): Coerced {
  const text = cell.trim();
  if (valueMap) {
    const wanted = text.toLowerCase();
    for (const [from, to] of Object.entries(valueMap)) if (from.trim().toLowerCase() === wanted) return { value: to };
  }
  if (text === "") return field.nullable ? { value: null } : { omitted: true };
  switch (field.kind) {
    case "integer":
    case "number": {
      const number = Number(text.replace(/[$,\s]/g, ""));
      return Number.isFinite(number) ? { value: number } : { error: `expected a number, got "${text}"` };
    }
    case "boolean": {
      const lower = text.toLowerCase();
      if (TRUE.has(lower)) return { value: true };
      if (FALSE.has(lower)) return { value: false };
      return { error: `expected yes or no, got "${text}"` };
    }
    case "string-list":
      return { value: text.split(separator).map((item) => item.trim()).filter(Boolean) };
    case "structured":
      try {
        return { value: JSON.parse(text) };
      } catch {
        return { error: "expected JSON text for this field" };
      }
    case "string":
      return { value: text };
  }
}
