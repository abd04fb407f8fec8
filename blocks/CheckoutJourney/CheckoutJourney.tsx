import type { BlockComponentProps } from "../../runtime/types/index.ts";
import type { JourneyPageData, JourneyState } from "../../runtime/kit/checkout.ts";
import { RjsfPostForm } from "../../runtime/kit/post-form.ts";
import { CheckoutCarSummary, CheckoutNotice, ExtraStepForm, PaymentMarks } from "../../runtime/kit/payment-parts.tsx";
import type { CheckoutJourneyProps } from "./props.gen.ts";
import type { CheckoutJourneyData } from "./data.ts";
import "../../runtime/kit/lead-form.css";
import "./CheckoutJourney.css";

/** /checkout-journey?car_id=: one step at a time, each a form posting to the journey's API, which redirects back here. */
export default function CheckoutJourney({ props, data, blockId }: BlockComponentProps<CheckoutJourneyProps, CheckoutJourneyData>) {
  if (!data) {
    return (
      <section className="fc-journey fc-container">
        <h1>{props.heading}</h1>
        <p>This vehicle cannot be bought online.</p>
      </section>
    );
  }
  const { car } = data;
  return (
    <section className="fc-journey fc-container" aria-labelledby={`${blockId}-heading`}>
      <h1 id={`${blockId}-heading`}>{props.heading}</h1>
      <CheckoutNotice notice={data.notice} />
      <CheckoutCarSummary car={car} />
      {data.state.kind === "step" && (
        <nav aria-label="Steps">
          <ol className="fc-journey__steps">
            {data.steps.map((step) => (
              <li key={step.id} aria-current={step.current ? "step" : undefined}>
                {step.href ? <a href={step.href}>{step.title}</a> : step.title}
              </li>
            ))}
          </ol>
        </nav>
      )}
      <State data={data} state={data.state} idPrefix={`${blockId}-journey`} />
    </section>
  );
}

function State({ data, state, idPrefix }: { data: JourneyPageData; state: JourneyState; idPrefix: string }) {
  switch (state.kind) {
    case "unavailable":
      return <p role="status">{state.message}</p>;
    case "reserved":
      return (
        <>
          <h2>Reserved for you</h2>
          <dl className="fc-journey__breakdown">
            <dt>Held until</dt>
            <dd>{state.until}</dd>
            <dt>Deposit paid</dt>
            <dd>{state.amount}</dd>
            <dt>Payment reference</dt>
            <dd>{state.reference}</dd>
          </dl>
          <p>
            A sales consultant will call you to arrange the rest. <a href={state.reservationPath}>See or cancel your reservation</a>
          </p>
        </>
      );
    case "extra-step":
      return <ExtraStepForm action="/api/checkout-journey/confirm" amount="deposit" hidden={{ car: state.carSlug, payment: state.paymentId }} />;
    case "step": {
      const { step } = state;
      return (
        <>
          <h2>{step.title}</h2>
          {step.id === "trade-in" && (
            <p>
              Want to know what it's worth first? <a href={data.valuationHref}>Get an instant trade-in valuation</a>
            </p>
          )}
          {data.breakdown && (
            <>
              <dl className="fc-journey__breakdown" aria-label="Price breakdown">
                {data.breakdown.lines.map((line) => (
                  <div key={line.label} className="fc-journey__line">
                    <dt>{line.label}</dt>
                    <dd>{line.amount}</dd>
                  </div>
                ))}
              </dl>
              {data.breakdown.notes.map((note) => (
                <p key={note}>{note}</p>
              ))}
            </>
          )}
          {step.id === "deposit" && (
            <>
              <PaymentMarks marks={data.acceptedPayments} />
              <p>Test payments: 4242 4242 4242 4242 succeeds, 4000 0000 0000 0002 is declined, 4000 0027 6000 3184 asks for an extra confirmation step.</p>
            </>
          )}
          <RjsfPostForm
            key={step.id}
            form={step.form}
            idPrefix={idPrefix}
            values={step.values}
            errors={step.errors}
            action={step.action}
            hidden={step.hidden}
            back={step.back}
          />
        </>
      );
    }
  }
}
