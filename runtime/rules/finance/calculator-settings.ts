import { NO_FEES, type FeeSchedule } from "./fees.ts";
import type { RepaymentFrequency } from "./frequency.ts";

export interface Bounds {
  min: number;
  max: number;
  step: number;
}

/** What a provider or a site may change about the finance calculator; unset fields keep the earlier layer's value. */
export interface CalculatorOverrides {
  amountDefault?: number;
  /** Start from the car's price when the car has one. */
  amountFromCarPrice?: boolean;
  amountMin?: number;
  amountMax?: number;
  /** When the car's price is over the maximum, the maximum becomes 1.05 x the price. */
  amountMaxScalesWithPrice?: boolean;
  termMax?: number;
  termDefault?: number;
  interestMin?: number;
  interestMax?: number;
  interestDefault?: number;
  interestHidden?: boolean;
  frequencyDefault?: RepaymentFrequency;
  roundUp?: boolean;
  fees?: FeeSchedule;
}

/** Spec §5 and §9: the platform's calculator when neither provider nor site says otherwise. */
export const CALCULATOR_DEFAULTS: Required<CalculatorOverrides> = {
  amountDefault: 30000,
  amountFromCarPrice: false,
  amountMin: 1000,
  amountMax: 250000,
  amountMaxScalesWithPrice: false,
  termMax: 7,
  termDefault: 5,
  interestMin: 0.5,
  interestMax: 15,
  interestDefault: 10,
  interestHidden: false,
  frequencyDefault: "weekly",
  roundUp: false,
  fees: NO_FEES,
};

const AMOUNT_STEP = 500;
const TERM = { min: 1, step: 0.5 };
const INTEREST_STEP = 0.5;
const OPTIONAL_AMOUNT: Bounds = { min: 0, max: 250000, step: AMOUNT_STEP };
const PRICE_SCALE = 1.05;

export interface CalculatorValues {
  amount: number;
  deposit: number;
  residual: number;
  term: number;
  interest: number;
  frequency: RepaymentFrequency;
}

export interface CalculatorSettings {
  amount: Bounds;
  deposit: Bounds;
  residual: Bounds;
  term: Bounds;
  interest: Bounds;
  interestHidden: boolean;
  roundUp: boolean;
  fees: FeeSchedule;
  initial: CalculatorValues;
}

export function clamp(value: number, bounds: Pick<Bounds, "min" | "max">): number {
  return Math.min(bounds.max, Math.max(bounds.min, value));
}

export interface CalculatorContext {
  /** The car's price, when the calculator sits on a vehicle page. */
  carPrice?: number | null;
  /** A default amount passed by the page (block prop). */
  amountDefault?: number | null;
}

/** Layers the platform defaults, then each override in order (provider, then site), and fits the car's price. */
export function calculatorSettings(layers: readonly CalculatorOverrides[], context: CalculatorContext = {}): CalculatorSettings {
  const config = { ...CALCULATOR_DEFAULTS };
  for (const layer of layers) {
    for (const [key, value] of Object.entries(layer)) {
      if (value !== undefined && value !== null) Object.assign(config, { [key]: value });
    }
  }
  const carPrice = context.carPrice && context.carPrice > 0 ? context.carPrice : null;
  const amountMax = config.amountMaxScalesWithPrice && carPrice !== null && carPrice > config.amountMax
    ? Math.round(carPrice * PRICE_SCALE)
    : config.amountMax;
  const amount = { min: config.amountMin, max: amountMax, step: AMOUNT_STEP };
  const term = { min: TERM.min, max: config.termMax, step: TERM.step };
  const interest = { min: config.interestMin, max: config.interestMax, step: INTEREST_STEP };
  const amountStart = config.amountFromCarPrice && carPrice !== null
    ? carPrice
    : context.amountDefault && context.amountDefault > 0 ? context.amountDefault : config.amountDefault;
  return {
    amount,
    deposit: OPTIONAL_AMOUNT,
    residual: OPTIONAL_AMOUNT,
    term,
    interest,
    interestHidden: config.interestHidden,
    roundUp: config.roundUp,
    fees: config.fees,
    initial: {
      amount: clamp(amountStart, amount),
      deposit: 0,
      residual: 0,
      term: clamp(config.termDefault, term),
      interest: clamp(config.interestDefault, interest),
      frequency: config.frequencyDefault,
    },
  };
}
