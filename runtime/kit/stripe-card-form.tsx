import { useEffect, useRef, useState, type FormEvent, type ReactNode } from "react";
import type { Stripe, StripeCardElement } from "@stripe/stripe-js";
import { loadStripe } from "@stripe/stripe-js/pure";

export const STRIPE_UNAVAILABLE =
  "The secure card form could not load, so card payments are unavailable right now. No money has been taken: please check your connection and reload the page, or call us to reserve.";
const LOAD_TIMEOUT_MS = 20_000;

interface StripeCardFormProps {
  publishableKey: string;
  /** Where the form posts once the card is confirmed (the server then asks Stripe where the payment stands). */
  action: string;
  /** Where the form's fields are sent first for the payment's client secret. */
  intentAction: string;
  submitLabel: string;
  /** The form's own fields (the shopper's details, hidden keys). */
  children: ReactNode;
}

/**
 * A form paying with Stripe: its card fields are Stripe.js's own frames, so card details go from the shopper's
 * browser to Stripe and never to our server. On submit the form's fields are sent for a client secret, the card is
 * confirmed with Stripe (which shows the bank's extra step itself), and the form is then posted as usual; a
 * declined card is posted too, so the page shows the server's record of it. When Stripe.js cannot load (no
 * network, a blocker) the shopper is told so and the button stays off, so nobody types a card into nothing.
 */
export function StripeCardForm({ publishableKey, action, intentAction, submitLabel, children }: StripeCardFormProps) {
  const mount = useRef<HTMLDivElement>(null);
  const [card, setCard] = useState<{ stripe: Stripe; element: StripeCardElement } | null>(null);
  const [problem, setProblem] = useState<string | null>(null);
  const [busy, setBusy] = useState(false);

  useEffect(() => {
    let element: StripeCardElement | null = null;
    let live = true;
    const timeout = new Promise<null>((resolve) => setTimeout(() => resolve(null), LOAD_TIMEOUT_MS));
    Promise.race([loadStripe(publishableKey), timeout])
      .then((stripe) => {
        if (!live) return;
        if (!stripe || !mount.current) return setProblem(STRIPE_UNAVAILABLE);
        element = stripe.elements().create("card", { hidePostalCode: true });
        element.mount(mount.current);
        setCard({ stripe, element });
      })
      .catch(() => live && setProblem(STRIPE_UNAVAILABLE));
    return () => {
      live = false;
      element?.destroy();
    };
  }, [publishableKey]);

  const submit = async (event: FormEvent<HTMLFormElement>) => {
    event.preventDefault();
    if (!card || busy) return;
    const form = event.currentTarget;
    setBusy(true);
    setProblem(null);
    try {
      const answer = await fetch(intentAction, { method: "POST", body: new URLSearchParams(new FormData(form) as unknown as Record<string, string>) });
      // Anything but a client secret (the car taken, details to fix, the service down) is a page to show.
      if (!answer.headers.get("content-type")?.includes("application/json")) return window.location.assign(answer.url);
      const { clientSecret } = (await answer.json()) as { clientSecret: string };
      const name = String(new FormData(form).get("name") ?? "");
      const result = await card.stripe.confirmCardPayment(clientSecret, { payment_method: { card: card.element, billing_details: { name } } });
      if (result.error?.type === "validation_error") {
        setProblem(result.error.message ?? "Please check your card details.");
        return setBusy(false);
      }
      form.submit();
    } catch {
      setProblem("The payment service did not answer. No money was taken: please try again.");
      setBusy(false);
    }
  };

  return (
    <form method="post" action={action} className="fc-reserve__form" onSubmit={submit}>
      {children}
      <div ref={mount} className="fc-stripe-card" />
      {problem && <p role="alert">{problem}</p>}
      <button type="submit" className="fc-button fc-button--primary" disabled={!card || busy}>
        {submitLabel}
      </button>
    </form>
  );
}
