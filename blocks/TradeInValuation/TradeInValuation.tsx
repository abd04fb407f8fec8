import { useMemo } from "react";
import type { BlockComponentProps } from "../../runtime/types/index.ts";
import { useRoute, useSite } from "../../runtime/kit/ui.ts";
import { tradeInForm, formIdPrefix } from "../../runtime/kit/forms.ts";
import { RjsfLeadForm } from "../../runtime/kit/rjsf-form.ts";
import { Faq } from "./Faq.tsx";
import type { TradeInData } from "./data.ts";
import type { TradeInValuationProps } from "./props.gen.ts";
import { useValuation } from "./use-valuation.ts";
import { ValuationOutcome } from "./ValuationOutcome.tsx";
import "../../runtime/kit/lead-form.css";
import "./TradeInValuation.css";

/**
 * The trade-in valuation: the shared rjsf lead form (JSON Schema + UI schema, ajv8), one step at a time, then the
 * outcome. The flow is nothing without its estimate, so the form is rendered by rjsf from the start.
 */
export default function TradeInValuation({ props, data, blockId }: BlockComponentProps<TradeInValuationProps, TradeInData>) {
  const site = useSite();
  const route = useRoute();
  const form = useMemo(() => tradeInForm({ site, car: null }, data.questions), [site, data.questions]);
  const flow = useValuation({ data, form, site, pageId: route.pageId });

  return (
    <section className="fc-valuation fc-page-column" aria-labelledby={props.heading ? `${blockId}-heading` : undefined}>
      {props.heading && <h2 id={`${blockId}-heading`}>{props.heading}</h2>}
      {props.intro && <p>{props.intro}</p>}
      {data.car && <p className="fc-valuation__car">Trading in towards the {data.car.name}.</p>}
      {flow.outcome ? (
        <ValuationOutcome outcome={flow.outcome} limits={data.limits} enquireHref={props.enquire_href}
          submitting={flow.submitting} onAccept={() => void flow.accept()} />
      ) : (
        <div className="fc-valuation__form">
          <RjsfLeadForm
            form={form}
            idPrefix={formIdPrefix(blockId)}
            initialValues={form.initialValues}
            availability={null}
            submitting={flow.submitting}
            serverErrors={flow.failure?.fieldErrors ?? []}
            failureSignal={flow.failure?.count ?? 0}
            onStepComplete={flow.completeStep}
            onSubmit={(values, honeypot) => void flow.finish(values, honeypot)}
          />
        </div>
      )}
      {flow.failure && <p role="alert" className="fc-valuation__failure">{flow.failure.message}</p>}
      <Faq heading={props.faq_heading} entries={props.faq} />
    </section>
  );
}
