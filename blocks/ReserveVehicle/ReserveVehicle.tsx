import type { BlockComponentProps } from "../../runtime/types/index.ts";
import type { CheckoutState } from "../../runtime/kit/checkout.ts";
import { CheckoutCarSummary, CheckoutNotice, ExtraStepForm } from "../../runtime/kit/payment-parts.tsx";
import { StripeCardForm } from "../../runtime/kit/stripe-card-form.tsx";
import type { ReserveVehicleProps } from "./props.gen.ts";
import type { ReserveVehicleData } from "./data.ts";
import "./ReserveVehicle.css";

/** /cars/{slug}/checkout: each step is a plain form posting to the checkout API, which redirects back here. */
export default function ReserveVehicle({ props, data, blockId }: BlockComponentProps<ReserveVehicleProps, ReserveVehicleData>) {
  if (!data) {
    return (
      <section className="fc-reserve fc-container">
        <h1>{props.heading}</h1>
        <p>This vehicle cannot be reserved online.</p>
      </section>
    );
  }
  const { car } = data;
  return (
    <section className="fc-reserve fc-container" aria-labelledby={`${blockId}-heading`}>
      <h1 id={`${blockId}-heading`}>{props.heading}</h1>
      <CheckoutNotice notice={data.notice} />
      <CheckoutCarSummary car={car} />
      <ul>
        {data.terms.map((line) => (
          <li key={line}>{line}</li>
        ))}
      </ul>
      <Step state={data.state} carSlug={car.slug} deposit={data.deposit} id={(name) => `${blockId}-${name}`} />
    </section>
  );
}

function Step({ state, carSlug, deposit, id }: { state: CheckoutState; carSlug: string; deposit: string; id: (name: string) => string }) {
  switch (state.kind) {
    case "unavailable":
      return <p role="status">{state.message}</p>;
    case "reserved":
      return (
        <>
          <h2>Reserved for you</h2>
          <dl className="fc-reserve__details">
            <dt>Held until</dt>
            <dd>{state.until}</dd>
            <dt>Deposit paid</dt>
            <dd>{state.amount}</dd>
            <dt>Payment reference</dt>
            <dd>{state.reference}</dd>
          </dl>
          <form method="post" action="/api/checkout/cancel" className="fc-reserve__form">
            <input type="hidden" name="car" value={carSlug} />
            <input type="hidden" name="reservation" value={state.reservationId} />
            <p>Changed your mind? Cancel before the hold ends and your deposit is refunded in full.</p>
            <button type="submit" className="fc-button fc-button--secondary">
              Cancel Reservation
            </button>
          </form>
        </>
      );
    case "extra-step":
      return (
        <ExtraStepForm action="/api/checkout/confirm" amount={deposit} hidden={{ car: carSlug, payment: state.paymentId }} />
      );
    case "form":
      if (state.stripe) {
        return (
          <StripeCardForm publishableKey={state.stripe.publishableKey} action="/api/checkout/pay" intentAction="/api/checkout/intent" submitLabel={`Pay ${deposit} Deposit`}>
            <h2>Your details</h2>
            <ShopperFields shopper={state.shopper} id={id} />
            <h2>Pay the {deposit} deposit</h2>
            <p>Your card details go straight to our payment provider, Stripe.</p>
            <input type="hidden" name="car" value={carSlug} />
            <input type="hidden" name="key" value={state.key} />
          </StripeCardForm>
        );
      }
      return (
        <form method="post" action="/api/checkout/pay" className="fc-reserve__form">
          <h2>Your details</h2>
          <ShopperFields shopper={state.shopper} id={id} />
          <h2>Pay the {deposit} deposit</h2>
          <label htmlFor={id("card")}>Card number</label>
          <input id={id("card")} name="card_number" required inputMode="numeric" autoComplete="cc-number" maxLength={23} placeholder="4242 4242 4242 4242" />
          <p>Test payments: 4242 4242 4242 4242 succeeds, 4000 0000 0000 0002 is declined, 4000 0027 6000 3184 asks for an extra confirmation step.</p>
          <input type="hidden" name="car" value={carSlug} />
          <input type="hidden" name="key" value={state.key} />
          <button type="submit" className="fc-button fc-button--primary">
            Pay {deposit} Deposit
          </button>
          <p>
            Ready to buy? <a href={`/checkout-journey?car_id=${encodeURIComponent(carSlug)}`}>Buy it online</a>: your details, delivery, trade-in and finance, then the same deposit.
          </p>
        </form>
      );
  }
}

type Shopper = Extract<CheckoutState, { kind: "form" }>["shopper"];

function ShopperFields({ shopper, id }: { shopper: Shopper; id: (name: string) => string }) {
  return (
    <>
      <label htmlFor={id("name")}>Name</label>
      <input id={id("name")} name="name" defaultValue={shopper.name} required maxLength={100} autoComplete="name" />
      <label htmlFor={id("email")}>E-mail address</label>
      <input id={id("email")} name="email" type="email" defaultValue={shopper.email} maxLength={254} autoComplete="email" />
      <label htmlFor={id("phone")}>Mobile number</label>
      <input id={id("phone")} name="phone" type="tel" defaultValue={shopper.phone} maxLength={20} autoComplete="tel" />
    </>
  );
}
