import { useState, type FormEvent } from "react";
import { useNavigate } from "react-router";
import type { BlockComponentProps } from "../../runtime/types/index.ts";
import { useSite } from "../../runtime/kit/ui.ts";
import { BUDGET, budgetEstimate, type BudgetFrequency } from "../../runtime/kit/finance.ts";
import { formatPrice } from "../../runtime/kit/rules.ts";
import { useBlockSearch, type BlockSearchData, BUDGET_FIELDS, budgetMessages, budgetRange, budgetRequest, scopeWord, scopedSearchUrl, useDebouncedValue } from "../../runtime/kit/search.ts";
import "../../runtime/kit/search-ui.css";
import type { BudgetSearchProps } from "./props.gen.ts";

/** Recount after the shopper pauses typing, like the results search box. */
const COUNT_DEBOUNCE_MS = 300;

export default function BudgetSearch({ props, data, blockId }: BlockComponentProps<BudgetSearchProps, BlockSearchData | null>) {
  return data ? <Budget props={props} data={data} blockId={blockId} /> : null;
}

function Budget({ props, data, blockId }: { props: BudgetSearchProps; data: BlockSearchData; blockId: string }) {
  const site = useSite();
  const [frequency, setFrequency] = useState<BudgetFrequency>(props.frequency);
  const [repayment, setRepayment] = useState(String(BUDGET.defaults[props.frequency]));
  const [deposit, setDeposit] = useState(String(BUDGET.defaults.deposit));
  const estimate = budgetEstimate(frequency, repayment, deposit);
  const counted = useDebouncedValue(estimate.maxPrice, COUNT_DEBOUNCE_MS);
  const { results } = useBlockSearch(data, "budget", [budgetRequest(props.car_type, counted)]);
  const word = scopeWord(props.car_type, site.search_results.vehicle_noun);
  const messages = budgetMessages(results[0]?.nbHits ?? 0, word);
  const href = scopedSearchUrl(site, props.car_type, { ranges: { price: budgetRange(estimate.maxPrice) } });
  // Without JavaScript the form sends the repayment and deposit; the results page turns them into the same URL.
  const action = new URL(scopedSearchUrl(site, props.car_type), "http://form.invalid");
  const navigate = useNavigate();
  const submit = (event: FormEvent) => {
    event.preventDefault();
    navigate(href);
  };

  const chooseFrequency = (next: BudgetFrequency) => {
    setFrequency(next);
    setRepayment(String(BUDGET.defaults[next]));
  };
  const id = (name: string) => `${blockId}-${name}`;

  return (
    <section className="fc-search-block fc-container" aria-labelledby={props.heading ? id("heading") : undefined}>
      {props.heading && <h2 id={id("heading")}>{props.heading}</h2>}
      <form className="fc-search-block__form" method="get" action={action.pathname} onSubmit={submit}>
        {[...action.searchParams].map(([name, value], index) => (
          <input key={`${name}-${index}`} type="hidden" name={name} value={value} />
        ))}
        <fieldset className="fc-search-block__row">
          <legend>Repayments</legend>
          {(["weekly", "monthly"] as const).map((option) => (
            <label key={option}>
              <input
                type="radio"
                name={BUDGET_FIELDS.frequency}
                value={option}
                checked={frequency === option}
                onChange={() => chooseFrequency(option)}
              />{" "}
              {option === "weekly" ? "Weekly" : "Monthly"}
            </label>
          ))}
        </fieldset>
        <div className="fc-search-block__row">
          <label className="fc-search-block__field">
            <span>{frequency === "weekly" ? "Weekly repayment" : "Monthly repayment"}</span>
            <input inputMode="numeric" name={BUDGET_FIELDS.repayment} value={repayment} onChange={(event) => setRepayment(event.target.value)} />
          </label>
          <label className="fc-search-block__field">
            <span>Deposit</span>
            <input inputMode="numeric" name={BUDGET_FIELDS.deposit} value={deposit} onChange={(event) => setDeposit(event.target.value)} />
          </label>
        </div>
        <p className="fc-search-block__result" aria-live="polite">
          Your budget: {formatPrice(estimate.maxPrice)}
        </p>
        <p>Estimated over a {estimate.years}-year term. Indicative only.</p>
        <p aria-live="polite">{messages.found}</p>
        {messages.disabled ? (
          <button type="button" className="fc-button fc-button--primary" disabled>
            {messages.button}
          </button>
        ) : (
          <button type="submit" className="fc-button fc-button--primary">
            {messages.button}
          </button>
        )}
      </form>
    </section>
  );
}
