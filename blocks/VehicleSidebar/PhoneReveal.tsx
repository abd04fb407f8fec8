import { useEffect, useRef, useState } from "react";
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

/**
 * Spec §4 phone reveal: masked after the first 5 characters until clicked, then shown and a reveal call sent. The
 * button's name is its visible text (WCAG 2.5.3), and the revealed number takes the focus the button had (2.4.3).
 */
export function PhoneReveal({ phone, showAtOnce, reveal, eventLabel }: Props) {
  const [revealed, setRevealed] = useState(showAtOnce);
  const number = useRef<HTMLAnchorElement>(null);
  const focusNumber = useRef(false);
  const revealCall = useMutation({
    mutationFn: () => fetchJson("/api/cars/reveal-phone", { body: reveal }),
    onSuccess: (answer) => console.info("Phone reveal", answer),
    onError: (error) => console.error("Phone reveal failed", error),
  });
  useEffect(() => {
    if (revealed && focusNumber.current) number.current?.focus();
  }, [revealed]);
  useEffect(() => {
    if (!phone) console.warn(`No phone number for car ${reveal.car_id}`);
  }, [phone, reveal.car_id]);
  if (!phone) return null;

  const onReveal = () => {
    focusNumber.current = true;
    setRevealed(true);
    void trackEvent(25, { label: eventLabel, car_id: reveal.car_id });
    revealCall.mutate();
  };

  return (
    <div className="fc-vdp-phone">
      <span className="fc-vdp-phone__label">Call the dealer</span>
      {revealed ? (
        <a className="fc-vdp-phone__number" href={telHref(phone)} ref={number}>
          {phone}
        </a>
      ) : (
        <button type="button" className="fc-vdp-phone__reveal" onClick={onReveal}>
          <span className="fc-vdp-phone__number">{maskPhone(phone)}</span>{" "}
          <span className="fc-vdp-phone__hint">Show number</span>
        </button>
      )}
    </div>
  );
}
