import { useEffect, useLayoutEffect, useMemo, useRef, useState } from "react";
import { useRoute, useSite } from "../../ui/site-context.tsx";
import type { FormBuildContext } from "../form-context.ts";
import type { FormValues, LeadFormDefinition } from "../form-types.ts";
import type { LeadCar } from "../leads-options.ts";
import type { LeadUserData } from "../lead-types.ts";
import type { FormDraft } from "../lead-types.ts";
import type { AvailableDay } from "../test-drive-slots.ts";
import { FORM_POST } from "../form-post-fields.ts";
import { coerceFormValues } from "../coerce-form-values.ts";
import { loadContact } from "../contact-prefill.ts";
import { recordVisitedPage } from "../visited-pages.ts";
import { formIdPrefix } from "./field-ids.ts";
import { LeadDialog } from "./lead-dialog.tsx";
import { readStaticForm } from "./read-static-form.ts";
import { StaticLeadForm } from "./static-lead-form.tsx";
import { useLeadSubmission, type FailureStyle } from "./use-lead-submission.ts";
import { useLoadWhenVisible, useRjsfForm } from "./use-rjsf-form.ts";
import "./lead-form.css";

/** What every form block's loader hands its component. */
export interface LeadFormData {
  car: LeadCar | null;
  draft: FormDraft | null;
  /** Idempotency key of the no-JS form on this page view (a double post stores one lead). */
  postKey: string;
  availability?: AvailableDay[] | null;
}

export interface LeadFormBlockProps {
  blockId: string;
  build: (context: FormBuildContext) => LeadFormDefinition;
  data: LeadFormData;
  heading: string | null;
  intro: string | null;
  display: "inline" | "dialog";
  /** The dialog button's label; default: the heading, else the submit label. */
  triggerLabel: string | null;
  failureStyle: FailureStyle;
  /** Starting values from elsewhere (e.g. the finance enquiry's query parameters). */
  prefill?: FormValues;
  /** Sent with the lead besides the form's values. */
  extra?: Partial<LeadUserData>;
}

/**
 * A lead form block: the server-rendered form first (it works without JavaScript), swapped for the rjsf form
 * when it comes into view or its dialog opens, carrying over whatever was typed and where the focus was.
 */
export function LeadFormBlock(props: LeadFormBlockProps) {
  const { blockId, data, display } = props;
  const site = useSite();
  const route = useRoute();
  const form = useMemo(() => props.build({ site, car: data.car }), [props.build, site, data.car]);
  const idPrefix = formIdPrefix(blockId);
  const draft = data.draft?.block_id === blockId ? data.draft : null;
  const [values, setValues] = useState<FormValues>(() => ({
    ...form.initialValues,
    ...props.prefill,
    ...(draft ? coerceFormValues(new URLSearchParams(draft.values), form) : {}),
  }));
  const [staticVersion, setStaticVersion] = useState(0);
  const staticForm = useRef<HTMLFormElement>(null);
  const focusedId = useRef<string | null>(null);
  const [container, setContainer] = useState<HTMLDivElement | null>(null);
  const { Form: loaded, load } = useRjsfForm();
  const [Form, setForm] = useState<typeof loaded>(null);
  const submission = useLeadSubmission(form, data.car, props.failureStyle, props.extra);
  const { state } = submission;

  useEffect(() => {
    recordVisitedPage(route.path);
    if (!site.features.store_user_details || draft) return;
    const contact = loadContact(Object.keys(form.schema.properties));
    if (Object.keys(contact).length === 0) return;
    setValues((current) => ({ ...contact, ...current }));
    setStaticVersion((v) => v + 1);
  }, []);

  useLoadWhenVisible(container, load, display === "inline");

  // The code has arrived: read what was typed into the static form (still on screen), then swap.
  useEffect(() => {
    if (!loaded || Form) return;
    if (staticForm.current) {
      const typed = readStaticForm(staticForm.current, form);
      setValues((current) => ({ ...current, ...typed }));
      focusedId.current = staticForm.current.contains(document.activeElement) ? document.activeElement!.id : null;
    }
    setForm(() => loaded);
  }, [loaded]);
  useLayoutEffect(() => {
    if (!Form || !focusedId.current) return;
    document.getElementById(focusedId.current)?.focus();
    focusedId.current = null;
  }, [Form]);

  const body = Form ? (
    <Form
      form={form}
      idPrefix={idPrefix}
      initialValues={values}
      availability={data.availability ?? null}
      submitting={state.status === "submitting" || state.status === "success"}
      serverErrors={state.fieldErrors}
      failureSignal={state.failures}
      onValuesChange={setValues}
      onSubmit={(submitted, honeypot) => void submission.submit(submitted, honeypot)}
    />
  ) : (
    <StaticLeadForm
      key={staticVersion}
      form={form}
      idPrefix={idPrefix}
      values={values}
      errors={draft?.errors ?? []}
      availability={data.availability ?? null}
      formRef={staticForm}
      hidden={{
        [FORM_POST.form]: form.id,
        [FORM_POST.block]: blockId,
        [FORM_POST.back]: route.path,
        [FORM_POST.key]: data.postKey,
        [FORM_POST.page]: route.pageId,
        ...(data.car ? { [FORM_POST.car]: String(data.car.id) } : {}),
      }}
    />
  );

  const content = (
    <div className="fc-lead-form-block" id={blockId} ref={setContainer} onFocusCapture={load} onPointerDownCapture={load}>
      {display === "inline" && props.heading && <h2 className="fc-lead-form-block__heading">{props.heading}</h2>}
      {props.intro && <p className="fc-lead-form-block__intro">{props.intro}</p>}
      {state.status === "failure" && state.error && (
        <div className="fc-lead-alert fc-lead-alert--destructive" role="alert">
          {state.error}
        </div>
      )}
      {body}
    </div>
  );
  const trigger = props.triggerLabel ?? props.heading ?? form.submitLabel;
  if (display === "dialog") {
    return (
      <LeadDialog
        id={`${idPrefix}-dialog`}
        formId={form.id}
        blockId={blockId}
        triggerLabel={trigger}
        title={props.heading ?? trigger}
        onOpen={load}
      >
        {content}
      </LeadDialog>
    );
  }
  return content;
}
