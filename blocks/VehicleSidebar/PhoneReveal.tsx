import { useEffect, useState } from "react";
import { useMutation } from "@tanstack/react-query";
import { maskPhone } from "../../runtime/kit/rules.ts";
import { trackEvent } from "../../runtime/kit/analytics.ts";
import { telHref } from "../../runtime/kit/phone-href.ts";
import { fetchJson } from "../../runtime/kit/fetch-json.ts";

interface Props {
  phone: string | null;
  showAtOnce: boolean;
  reveal: { car_id: number; dealership_id: number; website_id: string };
  /** 'New Car' or 'Used Car', the label of the call-the-dealer event (25). */
  eventLabel: string;
}

/** Spec §4 phone reveal: masked after the first 5 characters until clicked, then shown and a reveal call sent. */
export function PhoneReveal({ phone, showAtOnce, reveal, eventLabel }: Props) {
  const [revealed, setRevealed] = useState(showAtOnce);
  const revealCall = useMutation({
    mutationFn: () => fetchJson("/api/cars/reveal-phone", { body: reveal }),
    onSuccess: (answer) => console.info("Phone reveal", answer),
    onError: (error) => console.error("Phone reveal failed", error),
  });
  useEffect(() => {
    if (!phone) console.warn(`No phone number for car ${reveal.car_id}`);
  }, [phone, reveal.car_id]);
  if (!phone) return null;

  const onReveal = () => {
    setRevealed(true);
    void trackEvent(25, { label: eventLabel, car_id: reveal.car_id });
    revealCall.mutate();
  };

  return (
    <div className="fc-vdp-phone">
      <span className="fc-vdp-phone__label">Call the dealer</span>
      {revealed ? (
        <a className="fc-vdp-phone__number" href={telHref(phone)}>
          {phone}
        </a>
      ) : (
        <button type="button" className="fc-vdp-phone__reveal" onClick={onReveal} aria-label={`Show phone number ${maskPhone(phone)}`}>
          <span className="fc-vdp-phone__number">{maskPhone(phone)}</span>
          <span className="fc-vdp-phone__hint">Show number</span>
        </button>
      )}
    </div>
  );
}
