import { useRef, useState } from "react";
import { trackEvent } from "../../runtime/kit/analytics.ts";
import { isOutOfRange, rangeHelpText, readCalculatorInput, clamp, type CalculatorSettings, type CalculatorValues, type RepaymentFrequency } from "../../runtime/kit/finance.ts";

export type NumberField = "amount" | "deposit" | "residual" | "term" | "interest";
type Drafts = Record<NumberField, string>;

/** Spec §7: analytics event 26, 'finance calculator used'. */
export const CALCULATOR_USED_EVENT = 26;

function draftsOf(values: CalculatorValues): Drafts {
  const { amount, deposit, residual, term, interest } = values;
  return { amount: String(amount), deposit: String(deposit), residual: String(residual), term: String(term), interest: String(interest) };
}

/**
 * The calculator's state: values always within bounds (sliders and repayments use them) and, per number box, the
 * text being typed, which may be out of bounds until the shopper leaves the box.
 */
export function useCalculator(settings: CalculatorSettings, start: CalculatorValues, carId: number | null) {
  const [values, setValues] = useState(start);
  const [drafts, setDrafts] = useState(() => draftsOf(start));
  const reported = useRef(false);

  // Spec §4: the first change of any control fires event 26, once.
  const used = () => {
    if (reported.current) return;
    reported.current = true;
    void trackEvent(CALCULATOR_USED_EVENT, { car_id: carId });
  };

  const slide = (field: NumberField, value: number) => {
    used();
    const next = clamp(value, settings[field]);
    setValues((v) => ({ ...v, [field]: next }));
    setDrafts((d) => ({ ...d, [field]: String(next) }));
  };

  const type = (field: NumberField, text: string) => {
    used();
    const read = readCalculatorInput(text);
    // Spec §5: a negative number becomes 0.
    setDrafts((d) => ({ ...d, [field]: read === 0 && text.trim().startsWith("-") ? "0" : text }));
    if (read !== null) setValues((v) => ({ ...v, [field]: clamp(read, settings[field]) }));
  };

  const leave = (field: NumberField) => setDrafts((d) => ({ ...d, [field]: String(values[field]) }));

  const help = (field: NumberField, format: (value: number) => string): string | null => {
    const read = readCalculatorInput(drafts[field]);
    return read !== null && isOutOfRange(read, settings[field]) ? rangeHelpText(settings[field], format) : null;
  };

  const setFrequency = (frequency: RepaymentFrequency) => {
    used();
    setValues((v) => ({ ...v, frequency }));
  };

  return { values, drafts, slide, type, leave, help, setFrequency };
}
