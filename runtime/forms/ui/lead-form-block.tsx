import { memo, Suspense, useCallback, useEffect, useMemo, useRef } from "react";
import { useLocation, useNavigate } from "react-router";
import { useRoute, useSite } from "../../ui/site-context.tsx";
import type { FormValues, LeadFormDefinition, FormBuildContext } from "../form-types.ts";
import type { LeadCar } from "../leads-options.ts";
import type { LeadUserData } from "../lead-types.ts";
import type { FormDraft } from "../lead-types.ts";
import type { AvailableDay } from "../../rules/bookable-slots.ts";
import { FORM_POST, formPostKey } from "../form-post-fields.ts";
import { coerceFormValues } from "../coerce-form-values.ts";
import { recordVisitedPage } from "../visited-pages.ts";
import type { LeadFormBodyProps } from "../rjsf/lead-form-body.tsx";
import { formIdPrefix } from "./field-ids.ts";
import { LeadDialog } from "./lead-dialog.tsx";
import { loadLeadFormCode, useLeadFormCode, useLoadOnDemand, useLoadOnUpdate } from "./lead-form-code.ts";
import type { FailureStyle } from "./use-lead-submission.ts";
import "./lead-form.css";

/** What every form block's loader hands its component. */
export interface LeadFormData {
  car: LeadCar | null;
  draft: FormDraft | null;
  /** This page view's key, from which its no-JS form's idempotency key is made (a double post stores one lead). */
  postKey: string;
  availability?: AvailableDay[] | null;
  /** Service bookings: each service location's free slots, by location id. */
  slotsByLocation?: Record<string, AvailableDay[]>;
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
  /** The full-page form the dialog's trigger links to until JavaScript opens the dialog; null for a button. */
  triggerHref?: string | null;
  failureStyle: FailureStyle;
  /** Starting values from elsewhere (e.g. the finance enquiry's query parameters). */
  prefill?: FormValues;
  /** Sent with the lead besides the form's values. */
  extra?: Partial<LeadUserData>;
}

/**
 * A lead form block: heading, intro and the rjsf form, which the server renders as a plain form that works
 * without JavaScript. The browser hydrates the form only once it comes into view, is touched or its dialog
 * opens (its code is most of the block's JavaScript); until then the server's form stays as it is.
 */
export function LeadFormBlock(props: LeadFormBlockProps) {
  const { blockId, data, display } = props;
  const site = useSite();
  const route = useRoute();
  const navigate = useNavigate();
  const location = useLocation();
  const form = useMemo(() => props.build({ site, car: data.car }), [props.build, site, data.car]);
  const idPrefix = formIdPrefix(blockId);
  const draft = data.draft?.block_id === blockId ? data.draft : null;
  const initialValues = useMemo<FormValues>(
    () => ({ ...form.initialValues, ...props.prefill, ...(draft ? coerceFormValues(new URLSearchParams(draft.values), form) : {}) }),
    [form, props.prefill, draft],
  );
  const post = useMemo(
    () => ({
      [FORM_POST.form]: form.id,
      [FORM_POST.block]: blockId,
      [FORM_POST.back]: route.path,
      [FORM_POST.key]: formPostKey(data.postKey, blockId),
      [FORM_POST.page]: route.pageId,
      ...(data.car ? { [FORM_POST.car]: String(data.car.id) } : {}),
    }),
    [form.id, blockId, route.path, route.pageId, data.postKey, data.car],
  );
  // Stable, so that the form is not re-rendered (and its server HTML dropped) before it hydrates.
  const latestNavigate = useRef(navigate);
  latestNavigate.current = navigate;
  const goTo = useCallback((path: string) => void latestNavigate.current(path), []);
  const container = useRef<HTMLDivElement>(null);

  useEffect(() => {
    recordVisitedPage(route.path);
  }, []);
  useLoadOnDemand(container, display === "inline");

  const content = (
    <div className="fc-lead-form-block" id={blockId} ref={container}>
      {display === "inline" && props.heading && <h2 className="fc-lead-form-block__heading">{props.heading}</h2>}
      {props.intro && <p className="fc-lead-form-block__intro">{props.intro}</p>}
      <DeferredBody
        navigation={location.key}
        form={form}
        idPrefix={idPrefix}
        car={data.car}
        availability={data.slotsByLocation ?? data.availability ?? null}
        initialValues={initialValues}
        draftErrors={draft?.errors ?? NO_ERRORS}
        post={post}
        pageId={route.pageId}
        navigate={goTo}
        failureStyle={props.failureStyle}
        extra={props.extra}
      />
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
        triggerHref={props.triggerHref ?? null}
        title={props.heading ?? trigger}
        onOpen={loadLeadFormCode}
      >
        {content}
      </LeadDialog>
    );
  }
  return content;
}

const NO_ERRORS: LeadFormBodyProps["draftErrors"] = [];

/**
 * The form in a boundary of its own: suspended (server HTML kept, not hydrated) until its code is at hand.
 * `navigation` (the router's location key) makes a navigation an update of this component, as it is of the
 * router's context inside the boundary.
 */
const DeferredBody = memo(function DeferredBody({ navigation: _navigation, ...props }: LeadFormBodyProps & { navigation: string }) {
  useLoadOnUpdate();
  return (
    <Suspense fallback={null}>
      <LoadedBody {...props} />
    </Suspense>
  );
});

function LoadedBody(props: LeadFormBodyProps) {
  const { default: LeadFormBody } = useLeadFormCode();
  return <LeadFormBody {...props} />;
}
