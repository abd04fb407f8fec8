// Types only: the OnlinePayment block's browser code imports them (through runtime/kit/checkout.ts).
import type { FormValues } from "../../forms/form-types.ts";
import type { LeadFieldError } from "../../forms/lead-types.ts";
import type { JourneyStepView } from "../journey/journey-page-data.ts";

export type OnlinePaymentState =
  | { kind: "form"; form: JourneyStepView["form"]; values: FormValues; errors: LeadFieldError[]; hidden: Record<string, string> }
  | { kind: "extra-step"; paymentId: string; amount: string }
  | { kind: "paid"; amount: string; reference: string; paymentReference: string };

export interface OnlinePaymentPageData {
  /** Spec §9 accepted payments. */
  acceptedPayments: readonly string[];
  notice: { tone: "problem" | "done"; text: string } | null;
  state: OnlinePaymentState;
}
