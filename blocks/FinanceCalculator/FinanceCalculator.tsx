import { useEffect, useState } from "react";
import type { BlockComponentProps } from "../../runtime/types/index.ts";
import { useRoute } from "../../runtime/kit/ui.ts";
import { loanRepayment, FINANCE_DISCLAIMER_LIMIT, formatMoney, formatNumber, FREQUENCIES, isFrequency, repaymentDisplay } from "../../runtime/kit/finance.ts";
import { SiteLink } from "../../runtime/kit/site-link.tsx";
import { CalculatorField } from "./CalculatorField.tsx";
import type { CalculatorData } from "./data.ts";
import type { FinanceCalculatorProps } from "./props.gen.ts";
import { ShowMoreText } from "../../runtime/kit/show-more-text.tsx";
import { useCalculator, type NumberField } from "./use-calculator.ts";
import "./FinanceCalculator.css";

const FIELDS: readonly { field: NumberField; label: string; format: (value: number) => string }[] = [
  { field: "amount", label: "Purchase price", format: formatMoney },
  { field: "deposit", label: "Deposit or trade-in", format: formatMoney },
  { field: "residual", label: "Balloon / residual", format: formatMoney },
  { field: "term", label: "Loan term (years)", format: formatNumber },
  { field: "interest", label: "Interest rate (% p.a.)", format: (rate) => `${formatNumber(rate)}%` },
];

const FREQUENCY_LABEL = { weekly: "Weekly", fortnightly: "Fortnightly", monthly: "Monthly" } as const;

export default function FinanceCalculator({ props, data, blockId }: BlockComponentProps<FinanceCalculatorProps, CalculatorData | null>) {
  return data ? <Calculator props={props} data={data} blockId={blockId} /> : null;
}

function Calculator({ props, data, blockId }: { props: FinanceCalculatorProps; data: CalculatorData; blockId: string }) {
  const { settings } = data;
  const calculator = useCalculator(settings, data.values, data.carId);
  const { values } = calculator;
  const route = useRoute();
  // Until the page hydrates the form is submitted to the server, which works the figures out (no JavaScript).
  const [hydrated, setHydrated] = useState(false);
  useEffect(() => setHydrated(true), []);

  const loan = loanRepayment({
    price: values.amount,
    deposit: values.deposit,
    residual: values.residual,
    annualRate: values.interest,
    years: values.term,
    frequency: values.frequency,
    fees: settings.fees,
    roundUp: settings.roundUp,
  });
  const shown = repaymentDisplay(loan, values.frequency);
  const fields = FIELDS.filter(({ field }) => field !== "interest" || !settings.interestHidden);
  const action = `${route.path.split(/[?#]/)[0]}#${blockId}`;

  return (
    <section className="fc-calculator fc-page-column" id={blockId} aria-labelledby={props.heading ? `${blockId}-heading` : undefined}>
      {props.heading && <h2 id={`${blockId}-heading`}>{props.heading}</h2>}
      {data.car && (
        <p className="fc-calculator__car">
          Priced for the <SiteLink href={data.car.path}>{data.car.name}</SiteLink>
        </p>
      )}
      <form method="get" action={action} noValidate onSubmit={(event) => event.preventDefault()}>
        {fields.map(({ field, label, format }) => (
          <CalculatorField
            key={field}
            name={field}
            label={label}
            bounds={settings[field]}
            value={values[field]}
            draft={calculator.drafts[field]}
            help={calculator.help(field, format)}
            format={format}
            onSlide={(value) => calculator.slide(field, value)}
            onType={(text) => calculator.type(field, text)}
            onLeave={() => calculator.leave(field)}
          />
        ))}
        <div className="fc-calculator__field">
          <label htmlFor={`${blockId}-frequency`}>Repayment frequency</label>
          <select
            id={`${blockId}-frequency`}
            name="frequency"
            value={values.frequency}
            onChange={(event) => isFrequency(event.currentTarget.value) && calculator.setFrequency(event.currentTarget.value)}
          >
            {FREQUENCIES.map((frequency) => <option key={frequency} value={frequency}>{FREQUENCY_LABEL[frequency]}</option>)}
          </select>
        </div>
        {!hydrated && <button type="submit" className="fc-button fc-button--secondary">Calculate</button>}
      </form>
      <div className="fc-calculator__result">
        <div role="status" aria-live="polite" aria-label="Estimated repayment" className="fc-calculator__repayment">
          <strong>{shown.payment}</strong> {shown.per}
        </div>
        <dl className="fc-calculator__total">
          <dt>Total payable</dt>
          <dd>{shown.total}</dd>
        </dl>
        {props.cta_label && <SiteLink href={data.enquiryHref} className="fc-button fc-button--primary">{props.cta_label}</SiteLink>}
      </div>
      <ShowMoreText className="fc-calculator__description" text={data.description} limit={FINANCE_DISCLAIMER_LIMIT} />
    </section>
  );
}
