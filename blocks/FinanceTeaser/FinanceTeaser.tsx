import { useId } from "react";
import type { BlockComponentProps } from "../../runtime/types/index.ts";
import { type TeaserFigures, formatMoney, formatRate } from "../../runtime/kit/finance.ts";
import { SiteLink } from "../../runtime/kit/site-link.tsx";
import { ComparisonRateNotice } from "../../runtime/kit/comparison-rate-notice.tsx";
import type { FinanceTeaserProps } from "./props.gen.ts";
import "./FinanceTeaser.css";

export default function FinanceTeaser({ props, data }: BlockComponentProps<FinanceTeaserProps, TeaserFigures | null>) {
  const headingId = useId();
  if (!data) return null;
  return (
    <section className="fc-finance-teaser" aria-labelledby={props.heading ? headingId : undefined} aria-label={props.heading ? undefined : "Finance"}>
      {props.heading && <h2 id={headingId} className="fc-finance-teaser__heading">{props.heading}</h2>}
      {data.payment !== null && (
        <p className="fc-finance-teaser__payment">
          <strong>{formatMoney(data.payment)}</strong> per {data.per}
        </p>
      )}
      {/* Comparison rate set exactly like the interest rate: never less prominent (consumer credit advertising). */}
      <dl className="fc-finance-teaser__rates">
        <div>
          <dt>Interest rate</dt>
          <dd className="fc-finance-teaser__rate">{formatRate(data.interestRate)} p.a.</dd>
        </div>
        <div>
          <dt>Comparison rate*</dt>
          <dd className="fc-finance-teaser__rate">{formatRate(data.comparisonRate)} p.a.</dd>
        </div>
      </dl>
      <ComparisonRateNotice comparison={data.comparison} />
      {props.cta_label && <SiteLink href={data.enquiryHref} className="fc-button fc-button--primary">{props.cta_label}</SiteLink>}
    </section>
  );
}
