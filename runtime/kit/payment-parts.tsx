// Parts every page that takes a payment shows: what the last action came to, the car being paid for, the accepted
// payment marks and the card's extra confirmation step.
import type { CheckoutCar } from "./checkout.ts";
import { CarPhoto } from "./ui.ts";
import "./payment-parts.css";

/** What the shopper's last action came to (a decline, a cancelled reservation...), announced as it appears. */
export function CheckoutNotice({ notice }: { notice: { tone: "problem" | "done"; text: string } | null }) {
  if (!notice) return null;
  return (
    <p role={notice.tone === "problem" ? "alert" : "status"} className={`fc-checkout-notice--${notice.tone}`}>
      {notice.text}
    </p>
  );
}

/** The car being reserved or bought: its photo, name linking to its page, and price. */
export function CheckoutCarSummary({ car }: { car: CheckoutCar }) {
  return (
    <div className="fc-checkout-car">
      {car.image && <CarPhoto image={car.image} place="card" alt={car.title} fetchPriority="high" />}
      <div>
        <h2>
          <a href={car.path}>{car.title}</a>
        </h2>
        {car.subtitle && <p>{car.subtitle}</p>}
        <p className="fc-checkout-car__price">{car.price}</p>
      </div>
    </div>
  );
}

/** Spec §9 accepted payments, as marks. */
export function PaymentMarks({ marks }: { marks: readonly string[] }) {
  return (
    <ul className="fc-payment-marks" aria-label="Accepted payments">
      {marks.map((mark) => (
        <li key={mark}>{mark}</li>
      ))}
    </ul>
  );
}

/** The test provider's stand-in for the bank's extra step: confirm or cancel the payment (a plain form post). */
export function ExtraStepForm({ action, amount, hidden }: { action: string; amount: string; hidden: Record<string, string> }) {
  return (
    <form method="post" action={action} className="fc-payment-extra-step">
      <h2>Confirm your payment</h2>
      <p>Your card needs one more step: confirm the {amount} payment to finish.</p>
      {Object.entries(hidden).map(([name, value]) => (
        <input key={name} type="hidden" name={name} value={value} />
      ))}
      <button type="submit" name="step" value="approved" className="fc-button fc-button--primary">
        Confirm Payment
      </button>
      <button type="submit" name="step" value="abandoned" className="fc-button fc-button--secondary">
        Cancel Payment
      </button>
    </form>
  );
}
