import { useId, useRef, useState } from "react";
import type { BlockComponentProps } from "../../runtime/types/index.ts";
import { FINANCE_ESTIMATE_BASIS, formatMoney, formatRate } from "../../runtime/kit/finance.ts";
import { ComparisonRateNotice } from "../../runtime/kit/comparison-rate-notice.tsx";
import { DisclaimerDialog } from "./DisclaimerDialog.tsx";
import type { EstimatePanelData } from "./data.ts";
import type { FinanceEstimatePanelProps } from "./props.gen.ts";
import { useDisclaimer } from "./use-disclaimer.ts";
import { useQuote } from "./use-quote.ts";
import "./FinanceEstimatePanel.css";

const DASH = "-";
const money = (value: number | null | undefined) => (typeof value === "number" ? formatMoney(value) : DASH);
const rate = (value: number | null | undefined) => (typeof value === "number" ? `${formatRate(value)} p.a.` : DASH);

type Props = BlockComponentProps<FinanceEstimatePanelProps, EstimatePanelData | null>;

export default function FinanceEstimatePanel({ props, data }: Props) {
  if (!data) return null;
  return <EstimatePanel heading={props.heading} data={data} />;
}

function EstimatePanel({ heading, data }: { heading: string; data: EstimatePanelData }) {
  const headingId = useId();
  const quote = useQuote(data);
  const disclaimer = useDisclaimer(data.carId, data.fallbackDisclaimer);
  const [open, setOpen] = useState(false);
  const trigger = useRef<HTMLButtonElement>(null);

  // With quotes on, the quote's figures (or dashes while loading or after a failure); otherwise the estimate.
  const quoted = quote.status !== "none";
  const figures = quote.status === "ready" ? quote.quote : null;
  const weekly = quoted ? figures?.weeklyRepaymentAmount : data.estimate?.weekly;
  const monthly = quoted
    ? (typeof weekly === "number" ? weekly * FINANCE_ESTIMATE_BASIS.weeksPerMonth : null)
    : data.estimate?.monthly;
  const interest = quoted ? figures?.advertisedRate : data.interestRate;
  const comparison = quoted ? figures?.comparisonRate : data.comparisonRate;
  const { years, depositPercent, finalPaymentPercent } = FINANCE_ESTIMATE_BASIS;

  const close = () => {
    setOpen(false);
    trigger.current?.focus();
  };

  return (
    <section className="fc-estimate fc-page-column" aria-labelledby={heading ? headingId : undefined} aria-label={heading ? undefined : "Estimated Finance"}>
      {heading && <h2 id={headingId}>{heading}</h2>}
      <dl className="fc-estimate__figures" aria-busy={quote.status === "loading"}>
        <div><dt>Weekly repayment</dt><dd>{money(weekly)}</dd></div>
        <div><dt>Monthly repayment</dt><dd>{money(monthly)}</dd></div>
        <div><dt>Interest rate</dt><dd className="fc-estimate__rate">{rate(interest)}</dd></div>
        <div><dt>Comparison rate*</dt><dd className="fc-estimate__rate">{rate(comparison)}</dd></div>
      </dl>
      <p className="fc-estimate__basis">
        Based on a {years} year term, {depositPercent.toFixed(1)}% deposit and {finalPaymentPercent}% final payment.
        The repayment is an estimate only.
      </p>
      {typeof comparison === "number" && <ComparisonRateNotice comparison={data.comparison} />}
      <button
        ref={trigger}
        type="button"
        className="fc-link-button"
        aria-haspopup="dialog"
        onClick={() => {
          disclaimer.load();
          setOpen(true);
        }}
      >
        View disclaimer
      </button>
      {open && <DisclaimerDialog state={disclaimer.state} onClose={close} />}
    </section>
  );
}
