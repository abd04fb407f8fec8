import { useState } from "react";
import { useSite } from "../../ui/site-context.tsx";
import { submitLead, UNEXPECTED_LEAD_ERROR } from "../submit-lead.ts";
import { submissionKeys } from "../idempotency-keys.ts";
import type { LeadFieldError, LeadUserData } from "../lead-types.ts";
import { trackEvent } from "../../analytics/track.ts";
import type { FormValues, LeadFormDefinition } from "../form-types.ts";
import type { LeadCar } from "../leads-options.ts";
import { buildLeadUserData } from "../lead-payload.ts";
import { currentLeadPage } from "../visited-pages.ts";
import { saveContact } from "../contact-prefill.ts";
import { storeLeadSuccess } from "../success-record.ts";

export const FORM_FAILURE_ALERT = "An error occurred when submitting this form";
export const SUCCESS_PATH = "/success";

/** Spec §4: idle, submitting (button disabled with a spinner), success or failure. */
export type SubmissionStatus = "idle" | "submitting" | "success" | "failure";

export interface SubmissionState {
  status: SubmissionStatus;
  /** The form-level message of the last failure. */
  error: string | null;
  fieldErrors: LeadFieldError[];
  /** Counts failures, so the form can move focus to its messages after each. */
  failures: number;
}

/**
 * Spec §8 has two failure styles: the lead submit helper shows the server's error or 'An unexpected error
 * occured'; the enquiry form also raises the alert 'An error occurred when submitting this form' and keeps the
 * error's message (or that text) as the form error.
 */
export type FailureStyle = "lead" | "enquiry";

/** Where the form is: the page id it reports, and how to go to the success page (client-side navigation). */
interface FormPlace {
  pageId: string;
  navigate: (path: string) => void;
}

export function useLeadSubmission(
  form: LeadFormDefinition,
  car: LeadCar | null,
  style: FailureStyle,
  { pageId, navigate }: FormPlace,
  extra: Partial<LeadUserData> = {},
) {
  const site = useSite();
  const [state, setState] = useState<SubmissionState>({ status: "idle", error: null, fieldErrors: [], failures: 0 });
  const [keys] = useState(submissionKeys);

  /** Sends the lead; answers the field errors of a refused one (none once sent). */
  const submit = async (values: FormValues, honeypot: string): Promise<LeadFieldError[]> => {
    setState((s) => ({ ...s, status: "submitting", error: null, fieldErrors: [] }));
    const userData: LeadUserData = {
      ...buildLeadUserData(values, form, site, car, currentLeadPage(pageId)),
      ...extra,
      ...(honeypot ? { website: honeypot } : {}),
    };
    const result = await submitLead(userData, { isLastStep: true, idempotencyKey: keys.keyFor(userData) });
    if ("lead_id" in result) {
      // No lead id in the data layer: analytics tags read it, and the id names the lead.
      void trackEvent(form.eventId, {
        form: form.id,
        car_id: car?.id ?? null,
        category: userData.category ?? null,
      });
      if (site.features.store_user_details) saveContact(values);
      const firstName = typeof values.name === "string" ? values.name : null;
      storeLeadSuccess({
        lead_id: result.lead_id,
        form: form.id,
        car_name: car?.name ?? null,
        first_name: firstName,
        submitted_at: new Date().toISOString(),
      });
      setState((s) => ({ ...s, status: "success" }));
      navigate(SUCCESS_PATH);
      return [];
    }
    const error = style === "enquiry" && result.error === UNEXPECTED_LEAD_ERROR ? FORM_FAILURE_ALERT : result.error;
    setState((s) => ({ status: "failure", error, fieldErrors: result.errors ?? [], failures: s.failures + 1 }));
    if (style === "enquiry") window.alert(FORM_FAILURE_ALERT);
    return result.errors ?? [];
  };

  return { state, submit };
}
