import { useId } from "react";
import type { AnalyticsConsent } from "../rules/analytics-tags.ts";
import "./consent-banner.css";

/** The cookie consent banner: a labelled region (not a dialog: the page stays usable) with the two choices. */
export function ConsentBanner({ text, onChoose }: { text: string; onChoose: (choice: AnalyticsConsent) => void }) {
  const headingId = useId();
  return (
    <section className="fc-consent" aria-labelledby={headingId}>
      <h2 id={headingId} className="fc-consent__heading">
        Cookies on this site
      </h2>
      <p>{text}</p>
      <p className="fc-consent__actions">
        <button type="button" className="fc-button fc-button--primary" onClick={() => onChoose("granted")}>
          Accept
        </button>
        <button type="button" className="fc-button fc-button--secondary" onClick={() => onChoose("denied")}>
          Decline
        </button>
      </p>
    </section>
  );
}
