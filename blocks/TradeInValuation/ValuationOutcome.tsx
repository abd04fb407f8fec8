import { formatMoney } from "../../runtime/kit/finance.ts";
import { SiteLink } from "../../runtime/kit/site-link.tsx";
import type { TradeInData } from "./data.ts";
import type { Outcome } from "./use-valuation.ts";

interface ValuationOutcomeProps {
  outcome: Outcome;
  limits: TradeInData["limits"];
  enquireHref: string;
  submitting: boolean;
  onAccept: () => void;
}

/** The end of the flow: the offer range, or why there is none and what happens next. */
export function ValuationOutcome({ outcome, limits, enquireHref, submitting, onAccept }: ValuationOutcomeProps) {
  if (outcome.kind === "offer") {
    return (
      <div className="fc-valuation__outcome">
        <h3>Your estimated trade-in value</h3>
        <p className="fc-valuation__offer">{formatMoney(outcome.low)} – {formatMoney(outcome.high)}</p>
        <p>This estimate is indicative only. We confirm the final offer after a quick inspection of your car.</p>
        {outcome.accepted
          ? <p role="status">Thanks! We have your acceptance and will be in touch to arrange an inspection.</p>
          : <button type="button" className="fc-button fc-button--primary" disabled={submitting} onClick={onAccept}>Accept Offer</button>}
      </div>
    );
  }
  if (outcome.kind === "refused" && outcome.reason !== "no_comparables") {
    return (
      <div className="fc-valuation__outcome">
        <h3>We can't estimate this car online</h3>
        <p>
          Online estimates are for cars up to {limits.maxAgeYears} years old with up to{" "}
          {limits.maxKm.toLocaleString("en-AU")} km. Please enquire and our team will value your car.
        </p>
        <SiteLink href={enquireHref} className="fc-button fc-button--primary">Enquire Now</SiteLink>
      </div>
    );
  }
  return (
    <div className="fc-valuation__outcome">
      <h3>Thanks for your details</h3>
      <p>Our team will be in touch with a valuation of your car.</p>
    </div>
  );
}
