import { useRef, useState } from "react";
import { useMutation } from "@tanstack/react-query";
import { submitLead, submissionKeys, type LeadFieldError, type LeadUserData, type FormValues, type LeadFormDefinition, type LeadFormSite, TRADE_IN_STEP, currentLeadPage } from "../../runtime/kit/forms.ts";
import { trackEvent } from "../../runtime/kit/analytics.ts";
import type { TradeInData } from "./data.ts";
import { requestEstimate, saveValuation } from "./valuation-calls.ts";
import { acceptance, valuationLead } from "./valuation-leads.ts";

export type Outcome =
  | { kind: "offer"; low: number; high: number; accepted: boolean }
  | { kind: "refused"; reason: "too_old" | "too_many_km" | "no_comparables" }
  | { kind: "requested" };

interface Failure {
  message: string;
  fieldErrors: LeadFieldError[];
  /** Counts failures, so the form moves focus to its messages after each. */
  count: number;
}

interface ValuationSetup {
  data: TradeInData;
  form: LeadFormDefinition;
  site: LeadFormSite;
  pageId: string;
}

/**
 * The valuation flow around the stepped rjsf form: the rego and condition steps are stored as a partial
 * trade-in lead as they are passed (best effort: the last step carries everything again); the last step gets
 * the estimate, then submits the complete lead; an offer can then be accepted.
 */
export function useValuation({ data, form, site, pageId }: ValuationSetup) {
  const [failure, setFailure] = useState<Failure | null>(null);
  const [outcome, setOutcome] = useState<Outcome | null>(null);
  const leadId = useRef<string | null>(null);
  // Answered once, when the lead is created: every later step, the offer acceptance and the valuation send it.
  const leadSecret = useRef<string | null>(null);
  const sent = useRef<FormValues>({});
  // Clicked again after a failure, the last step or the acceptance resends its key, so the server stores it once.
  const [keys] = useState(submissionKeys);

  const lead = (values: FormValues, extra: Partial<LeadUserData>) =>
    valuationLead(values, { form, site, page: currentLeadPage(pageId), car: data.car }, extra);
  const continuing = () => (leadId.current ? { lead_id: leadId.current } : {});
  const secret = () => (leadSecret.current ? { leadSecret: leadSecret.current } : {});
  const remember = (result: { lead_id: string; lead_secret?: string }) => {
    leadId.current = result.lead_id;
    if (result.lead_secret) leadSecret.current = result.lead_secret;
  };
  const fail = (error: string, fieldErrors: LeadFieldError[] = []) =>
    setFailure((last) => ({ message: error, fieldErrors, count: (last?.count ?? 0) + 1 }));

  const estimate = useMutation({ mutationFn: requestEstimate });
  const valuationSave = useMutation({
    mutationFn: saveValuation,
    onSuccess: () => console.log("Valuation data saved successfully"),
    onError: (error) => console.error("Failed to save valuation data", error),
  });

  const storePartial = async (userData: LeadUserData) => {
    const result = await submitLead(userData, { isLastStep: false, ...secret() });
    if ("lead_id" in result) remember(result);
    else console.warn("Trade-in step not stored:", result.error);
  };

  const stepping = useMutation({
    mutationFn: async ({ step, values }: { step: number; values: FormValues }) => {
      setFailure(null);
      const title = form.steps?.[step]?.title;
      if (title === TRADE_IN_STEP.car) await storePartial(lead(values, { step: step + 1, ...continuing() }));
      if (title === TRADE_IN_STEP.condition && leadId.current) await storePartial(lead(values, { step: step + 1, id: leadId.current }));
    },
  });

  const finish = useMutation({
    mutationFn: async ({ values, honeypot }: { values: FormValues; honeypot: string }) => {
      setFailure(null);
      // An estimate that cannot be had leaves the valuation to the dealer, as a refused one does not.
      const estimated = data.instant ? await estimate.mutateAsync(values).catch(() => null) : null;
      const offer = estimated?.kind === "offer" ? estimated : null;
      const extra: Partial<LeadUserData> = { step: form.steps?.length ?? 1, ...continuing() };
      if (offer) extra.offer_price = offer.low;
      if (honeypot) extra.website = honeypot;
      const userData = lead(values, extra);
      const result = await submitLead(userData, { isLastStep: true, idempotencyKey: keys.keyFor(userData), ...secret() });
      if (!("lead_id" in result)) return fail(result.error, result.errors);
      remember(result);
      sent.current = values;
      // No lead id in the data layer: analytics tags read it, and the id names the lead.
      void trackEvent(form.eventId, { form: form.id, car_id: data.car?.id ?? null, category: form.fixed.category });
      if (offer && data.saveValuation && leadSecret.current) {
        valuationSave.mutate({ lead: { id: result.lead_id, secret: leadSecret.current }, value: { low: offer.low, high: offer.high, comparables: offer.comparables } });
      }
      setOutcome(
        offer
          ? { kind: "offer", low: offer.low, high: offer.high, accepted: false }
          : estimated?.kind === "refused"
            ? { kind: "refused", reason: estimated.reason }
            : { kind: "requested" },
      );
    },
  });

  const accept = useMutation({
    mutationFn: async () => {
      if (outcome?.kind !== "offer" || !leadId.current) return;
      const userData = lead(sent.current, acceptance(leadId.current, outcome.low));
      const result = await submitLead(userData, { isLastStep: true, idempotencyKey: keys.keyFor(userData), ...secret() });
      if ("lead_id" in result) setOutcome({ ...outcome, accepted: true });
      else fail(result.error);
    },
  });

  return {
    submitting: stepping.isPending || finish.isPending || accept.isPending,
    failure,
    outcome,
    completeStep: (at: number, values: FormValues) => stepping.mutateAsync({ step: at, values }),
    finish: (values: FormValues, honeypot: string) => finish.mutateAsync({ values, honeypot }),
    accept: () => accept.mutateAsync(),
  };
}
