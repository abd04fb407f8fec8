import type { BlockComponentProps } from "../../runtime/types/index.ts";
import { RjsfPostForm } from "../../runtime/kit/post-form.ts";
import { CheckoutNotice, ExtraStepForm, PaymentMarks } from "../../runtime/kit/payment-parts.tsx";
import type { OnlinePaymentProps } from "./props.gen.ts";
import type { OnlinePaymentData } from "./data.ts";
import "../../runtime/kit/lead-form.css";
import "./OnlinePayment.css";

/** /online-payment: a plain form posting to the payment API, which redirects back here with the outcome. */
export default function OnlinePayment({ props, data, blockId }: BlockComponentProps<OnlinePaymentProps, OnlinePaymentData>) {
  const { state } = data;
  return (
    <section className="fc-online-payment fc-container" aria-labelledby={`${blockId}-heading`}>
      <h1 id={`${blockId}-heading`}>{props.heading}</h1>
      <p>{props.intro}</p>
      <CheckoutNotice notice={data.notice} />
      {state.kind === "paid" && (
        <dl className="fc-online-payment__receipt">
          <dt>Paid</dt>
          <dd>{state.amount}</dd>
          <dt>Your reference</dt>
          <dd>{state.reference}</dd>
          <dt>Payment reference</dt>
          <dd>{state.paymentReference}</dd>
        </dl>
      )}
      {state.kind === "extra-step" && <ExtraStepForm action="/api/online-payment/confirm" amount={state.amount} hidden={{ payment: state.paymentId }} />}
      {state.kind === "form" && (
        <>
          <PaymentMarks marks={data.acceptedPayments} />
          <p>Test payments: 4242 4242 4242 4242 succeeds, 4000 0000 0000 0002 is declined, 4000 0027 6000 3184 asks for an extra confirmation step.</p>
          <RjsfPostForm
            form={state.form}
            idPrefix={`${blockId}-payment`}
            values={state.values}
            errors={state.errors}
            action="/api/online-payment"
            hidden={state.hidden}
            back={false}
          />
        </>
      )}
    </section>
  );
}
