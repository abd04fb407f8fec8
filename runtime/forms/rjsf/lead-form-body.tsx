import { useSite } from "../../ui/site-context.tsx";
import { useHydrated } from "../../ui/use-hydrated.ts";
import { useRefreshPage } from "../../ui/page-data.ts";
import type { FormValues, LeadFormDefinition } from "../form-types.ts";
import type { LeadFieldError, LeadUserData } from "../lead-types.ts";
import type { LeadCar } from "../leads-options.ts";
import { SLOT_FIELD, type SlotChoices } from "../slot-choices.ts";
import { loadContact } from "../contact-prefill.ts";
import { readStaticForm } from "../ui/read-static-form.ts";
import { useLeadSubmission, type FailureStyle } from "../ui/use-lead-submission.ts";
import RjsfLeadForm from "./rjsf-lead-form.tsx";

export interface LeadFormBodyProps {
  form: LeadFormDefinition;
  idPrefix: string;
  car: LeadCar | null;
  availability: SlotChoices;
  initialValues: FormValues;
  /** A refused no-JavaScript post's field errors, shown until the next submit. */
  draftErrors: LeadFieldError[];
  /** Hidden fields of the no-JavaScript post. */
  post: Record<string, string>;
  pageId: string;
  navigate: (path: string) => void;
  failureStyle: FailureStyle;
  extra?: Partial<LeadUserData>;
}

/**
 * A lead form block's form: the rjsf form, its submission and the form-level alert. The server renders it in full;
 * the browser hydrates it once its code has been asked for (lead-form-code.ts), keeping what was typed meanwhile.
 */
export default function LeadFormBody(props: LeadFormBodyProps) {
  const { form, idPrefix } = props;
  const site = useSite();
  const submission = useLeadSubmission(form, props.car, props.failureStyle, props, props.extra);
  const { state } = submission;
  const hydrated = useHydrated();
  const refreshPage = useRefreshPage();
  const submit = async (values: FormValues, honeypot: string) => {
    const errors = await submission.submit(values, honeypot);
    // The server refused the chosen slot (booked meanwhile, or no longer offered): the page's slots are fetched
    // again, so the form offers only the free ones.
    if (errors.some((error) => error.field === SLOT_FIELD)) await refreshPage();
  };
  const remembered = site.features.store_user_details && props.draftErrors.length === 0;
  return (
    <div className="fc-lead-form-body" data-hydrated={hydrated || undefined}>
      {state.status === "failure" && state.error && (
        <div className="fc-lead-alert fc-lead-alert--destructive" role="alert">
          {state.error}
        </div>
      )}
      <RjsfLeadForm
        form={form}
        idPrefix={idPrefix}
        initialValues={props.initialValues}
        availability={props.availability}
        submitting={state.status === "submitting" || state.status === "success"}
        serverErrors={state.status === "idle" ? props.draftErrors : state.fieldErrors}
        failureSignal={state.failures}
        onSubmit={(submitted, honeypot) => void submit(submitted, honeypot)}
        post={props.post}
        // A remembered contact fills what is still empty; what was typed before hydration wins.
        adopt={(element) => ({ ...(remembered ? loadContact(Object.keys(form.schema.properties)) : {}), ...readStaticForm(element, form) })}
      />
    </div>
  );
}
