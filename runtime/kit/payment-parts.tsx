// Parts every page that takes a payment shows: the accepted payment marks and the card's extra confirmation step.
import "./payment-parts.css";

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
