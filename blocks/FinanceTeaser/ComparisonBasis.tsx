import type { ComparisonExample } from "../../runtime/finance/provider-types.ts";
import { formatRate } from "../../runtime/rules/finance/format.ts";

/** The loan the comparison rate is worked out for, with the provider's (or site's) example and range. */
export function ComparisonBasis({ comparison }: { comparison: ComparisonExample }) {
  const { interestRate, comparisonRate, range } = comparison;
  return (
    <p className="fc-finance-teaser__basis">
      *Comparison rate based on a {comparison.basis}.
      {interestRate !== null && comparisonRate !== null &&
        ` Example: ${formatRate(interestRate)} p.a. (comparison rate ${formatRate(comparisonRate)} p.a.).`}
      {range && ` Comparison rates range from ${formatRate(range.min)} to ${formatRate(range.max)} p.a.`}
    </p>
  );
}
