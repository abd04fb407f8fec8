import { useEffect, useRef } from "react";
import type { BlockComponentProps } from "../../runtime/types/index.ts";
import { useSite } from "../../runtime/client/site-context.tsx";
import { ConditionStep } from "./ConditionStep.tsx";
import { ContactStep } from "./ContactStep.tsx";
import { ErrorSummary } from "./ErrorSummary.tsx";
import { Faq } from "./Faq.tsx";
import type { TradeInData } from "./loader.ts";
import { OdometerStep } from "./OdometerStep.tsx";
import type { TradeInValuationProps } from "./props.gen.ts";
import { STEP_TITLES, useValuation } from "./use-valuation.ts";
import { ValuationOutcome } from "./ValuationOutcome.tsx";
import { VehicleStep } from "./VehicleStep.tsx";
import "./TradeInValuation.css";

export default function TradeInValuation({ props, data, blockId }: BlockComponentProps<TradeInValuationProps, TradeInData>) {
  const site = useSite();
  const onlyDealership = site.dealerships.length === 1 ? site.dealerships[0]!.slug : null;
  const flow = useValuation(data, onlyDealership);
  const stepHeading = useRef<HTMLHeadingElement>(null);
  const moved = useRef(false);

  // Moving between steps puts the keyboard (and screen reader) at the new step's heading.
  useEffect(() => {
    if (moved.current) stepHeading.current?.focus();
    moved.current = true;
  }, [flow.step]);

  const stepProps = { idPrefix: blockId, form: flow.form, errors: flow.errors, update: flow.update };
  const last = flow.step === STEP_TITLES.length - 1;

  return (
    <section className="fc-valuation fc-page-column" aria-labelledby={props.heading ? `${blockId}-heading` : undefined}>
      {props.heading && <h2 id={`${blockId}-heading`}>{props.heading}</h2>}
      {props.intro && <p>{props.intro}</p>}
      {data.car && <p className="fc-valuation__car">Trading in towards the {data.car.name}.</p>}
      {flow.outcome ? (
        <ValuationOutcome outcome={flow.outcome} limits={data.limits} enquireHref={props.enquire_href}
          submitting={flow.submitting} onAccept={() => void flow.accept()} />
      ) : (
        <form className="fc-valuation__form" noValidate onSubmit={(event) => {
          event.preventDefault();
          void flow.next();
        }}>
          <h3 ref={stepHeading} tabIndex={-1}>
            Step {flow.step + 1} of {STEP_TITLES.length}: {STEP_TITLES[flow.step]}
          </h3>
          <ErrorSummary errors={flow.errors} idPrefix={blockId} />
          {flow.step === 0 && <VehicleStep {...stepProps} />}
          {flow.step === 1 && <OdometerStep {...stepProps} />}
          {flow.step === 2 && <ConditionStep {...stepProps} questions={data.questions} />}
          {flow.step === 3 && <ContactStep {...stepProps} />}
          <div className="fc-valuation__actions">
            {flow.step > 0 && <button type="button" className="fc-button fc-button--secondary" onClick={flow.back}>Back</button>}
            <button type="submit" className="fc-button fc-button--primary" disabled={flow.submitting} aria-busy={flow.submitting}>
              {flow.submitting && <span className="fc-valuation__spinner" aria-hidden="true" />}
              {last ? "Get My Valuation" : "Next"}
            </button>
          </div>
        </form>
      )}
      {flow.failure && <p role="alert" className="fc-valuation__failure">{flow.failure}</p>}
      <Faq heading={props.faq_heading} entries={props.faq} />
    </section>
  );
}
