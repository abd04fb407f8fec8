import { useState } from "react";
import { submitLead } from "../../runtime/leads/submit-lead.ts";
import type { LeadUserData } from "../../runtime/leads/lead-types.ts";
import type { TradeInData } from "./loader.ts";
import { requestEstimate, saveValuation } from "./valuation-calls.ts";
import { acceptLead, adjustmentsLead, baseLead, contactLead, regoLead } from "./valuation-leads.ts";
import {
  conditionErrors, contactErrors, EMPTY_FORM, odometerErrors, vehicleErrors, type StepErrors, type ValuationForm,
} from "./valuation-form.ts";

export type Outcome =
  | { kind: "offer"; low: number; high: number; accepted: boolean }
  | { kind: "refused"; reason: "too_old" | "too_many_km" | "no_comparables" }
  | { kind: "requested" };

export const STEP_TITLES = ["Your car", "Odometer", "Condition", "Your details"] as const;

/**
 * The valuation flow: one step at a time, each checked before moving on. The rego and condition steps are stored
 * as partial trade-in leads as they are passed (best effort: the last step carries everything again); the last
 * step gets the estimate, then submits the complete lead.
 */
export function useValuation(data: TradeInData, dealershipSlug: string | null) {
  const [step, setStep] = useState(0);
  const [form, setForm] = useState<ValuationForm>(EMPTY_FORM);
  const [errors, setErrors] = useState<StepErrors>({});
  const [failure, setFailure] = useState<string | null>(null);
  const [submitting, setSubmitting] = useState(false);
  const [leadId, setLeadId] = useState<string | null>(null);
  const [outcome, setOutcome] = useState<Outcome | null>(null);

  const send = async (lead: LeadUserData, isLastStep: boolean) =>
    submitLead({ ...baseLead(data, dealershipSlug), ...lead }, { isLastStep });

  const sendPartial = async (lead: LeadUserData) => {
    const result = await send(lead, false);
    if ("lead_id" in result) setLeadId(result.lead_id);
    else console.warn("Trade-in step not stored:", result.error);
  };

  const stepErrors = (): StepErrors =>
    [() => vehicleErrors(form, new Date()), () => odometerErrors(form), () => conditionErrors(form, data.questions), () => contactErrors(form)][step]!();

  const finish = async () => {
    const estimate = data.instant ? await requestEstimate(form) : null;
    const offer = estimate?.kind === "offer" ? estimate : null;
    const result = await send(contactLead(form, leadId, offer ? offer.low : null), true);
    if (!("lead_id" in result)) return setFailure(result.error);
    setLeadId(result.lead_id);
    if (offer && data.saveValuation) void saveValuation(result.lead_id, { low: offer.low, high: offer.high, comparables: offer.comparables });
    setOutcome(
      offer ? { kind: "offer", low: offer.low, high: offer.high, accepted: false }
        : estimate?.kind === "refused" ? { kind: "refused", reason: estimate.reason }
        : { kind: "requested" },
    );
  };

  const next = async () => {
    const found = stepErrors();
    setErrors(found);
    setFailure(null);
    if (Object.keys(found).length > 0) return false;
    setSubmitting(true);
    try {
      if (step === 0) await sendPartial(regoLead(form));
      if (step === 2 && leadId) await sendPartial(adjustmentsLead(form, leadId));
      if (step === 3) await finish();
      else setStep(step + 1);
    } finally {
      setSubmitting(false);
    }
    return true;
  };

  const accept = async () => {
    if (outcome?.kind !== "offer" || !leadId) return;
    setSubmitting(true);
    const result = await send(acceptLead(form, leadId, outcome.low), true);
    setSubmitting(false);
    if ("lead_id" in result) setOutcome({ ...outcome, accepted: true });
    else setFailure(result.error);
  };

  const update = (changes: Partial<ValuationForm>) => setForm((current) => ({ ...current, ...changes }));
  const back = () => {
    setErrors({});
    setStep(Math.max(0, step - 1));
  };

  return { step, form, errors, failure, submitting, outcome, update, next, back, accept };
}
