// Types only: the CheckoutJourney block's browser code imports them (through runtime/kit/checkout.ts).
import type { FormValues, LeadFormDefinition } from "../../forms/form-types.ts";
import type { LeadFieldError } from "../../forms/lead-types.ts";
import type { BreakdownLine } from "../../rules/purchase-breakdown.ts";
import type { CheckoutCar } from "../checkout-page-data.ts";

/** One step of the journey's progress list: a link back to a step already answered. */
export interface JourneyStepLink {
  id: string;
  title: string;
  href: string | null;
  current: boolean;
}

/** The step shown: its rjsf form with the saved answers, where it posts, and what the server found wrong. */
export interface JourneyStepView {
  id: string;
  title: string;
  form: Pick<LeadFormDefinition, "schema" | "uiSchema" | "submitLabel" | "termsMessage">;
  values: FormValues;
  errors: LeadFieldError[];
  action: string;
  hidden: Record<string, string>;
  back: boolean;
}

export type JourneyState =
  | { kind: "step"; step: JourneyStepView }
  /** The deposit asked for an extra confirmation step (the test provider's stand-in for the bank's). */
  | { kind: "extra-step"; paymentId: string; carSlug: string }
  | { kind: "reserved"; reference: string; amount: string; until: string; reservationPath: string }
  | { kind: "unavailable"; message: string };

export interface JourneyPageData {
  car: CheckoutCar;
  steps: JourneyStepLink[];
  /** The server's price breakdown, from the review on. */
  breakdown: { lines: BreakdownLine[]; notes: string[] } | null;
  /** The trade-in valuation for this car (the trade-in step links it). */
  valuationHref: string;
  /** Spec §9 accepted payments. */
  acceptedPayments: readonly string[];
  notice: { tone: "problem" | "done"; text: string } | null;
  state: JourneyState;
}
