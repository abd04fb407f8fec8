import type { ComparisonExample } from "../finance/provider-types.ts";
import { formatRate } from "../rules/finance/format.ts";
import { COMPARISON_RATE_WARNING } from "../rules/finance/texts.ts";
import "./comparison-rate-notice.css";

/**
 * What every comparison rate must be shown with (consumer credit advertising): the loan it is worked out for, with
 * the provider's (or site's) example and range, and the comparison-rate warning verbatim.
 */
export function ComparisonRateNotice({ comparison }: { comparison: ComparisonExample }) {
  const { interestRate, comparisonRate, range } = comparison;
  return (
    <div className="fc-comparison-notice">
      <p>
        *Comparison rate based on a {comparison.basis}.
        {interestRate !== null && comparisonRate !== null &&
          ` Example: ${formatRate(interestRate)} p.a. (comparison rate ${formatRate(comparisonRate)} p.a.).`}
        {range && ` Comparison rates range from ${formatRate(range.min)} to ${formatRate(range.max)} p.a.`}
      </p>
      <p>{COMPARISON_RATE_WARNING}</p>
    </div>
  );
}
