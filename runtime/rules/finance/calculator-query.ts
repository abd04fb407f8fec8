import { readCalculatorInput } from "./calculator-input.ts";
import { clamp, type CalculatorSettings, type CalculatorValues } from "./calculator-settings.ts";
import { isFrequency } from "./frequency.ts";

type NumberField = Exclude<keyof CalculatorValues, "frequency">;

/**
 * The calculator's values from a submitted query (the calculator works as a plain GET form without JavaScript):
 * each number read like a typed value and clamped to its bounds; anything missing or unreadable keeps its start.
 */
export function calculatorValuesFromQuery(query: URLSearchParams, settings: CalculatorSettings): CalculatorValues {
  const values = { ...settings.initial };
  const read = (field: NumberField) => {
    const raw = query.get(field);
    const value = raw === null ? null : readCalculatorInput(raw);
    if (value !== null) values[field] = clamp(value, settings[field]);
  };
  for (const field of ["amount", "deposit", "residual", "term"] as const) read(field);
  if (!settings.interestHidden) read("interest");
  const frequency = query.get("frequency");
  if (isFrequency(frequency)) values.frequency = frequency;
  return values;
}
