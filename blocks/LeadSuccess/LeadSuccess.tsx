import { useEffect, useState } from "react";
import type { BlockComponentProps } from "../../runtime/types/index.ts";
import { readLeadSuccess } from "../../runtime/kit/forms.ts";
import { SiteLink } from "../../runtime/kit/site-link.tsx";
import type { LeadSuccessProps } from "./props.gen.ts";
import { successDetails, type SuccessDetails } from "./success-details.ts";
import type { LeadSuccessData } from "./data.ts";
import "./LeadSuccess.css";

/** The /success page body. Text from the shopper (their name) is rendered by React, so always escaped. */
export default function LeadSuccess({ props, data, blockId }: BlockComponentProps<LeadSuccessProps, LeadSuccessData>) {
  const [details, setDetails] = useState<SuccessDetails>(() => successDetails(null, data.reference));
  // The success record lives in the browser: read after hydration so server and client render alike.
  useEffect(() => setDetails(successDetails(readLeadSuccess(), data.reference)), [data.reference]);
  const headingId = `${blockId}-heading`;
  return (
    <section className="fc-lead-success fc-container" aria-labelledby={headingId}>
      <h1 id={headingId}>{details.firstName ? `${props.heading}, ${details.firstName}` : props.heading}</h1>
      <p role="status">{props.message}</p>
      {details.carName && <p>Your enquiry is about the {details.carName}.</p>}
      {details.reference && (
        <p>
          Reference: <code>{details.reference}</code>
        </p>
      )}
      <p>
        <SiteLink href={props.link_href}>{props.link_label}</SiteLink>
      </p>
    </section>
  );
}
