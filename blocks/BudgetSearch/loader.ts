import type { BlockLoader } from "../../runtime/types/index.ts";
import { BUDGET, budgetEstimate } from "../../runtime/kit/finance.ts";
import { type BlockSearchData, budgetRequest } from "../../runtime/kit/search.ts";
import { loadBlockSearch } from "../../runtime/kit/loaders.ts";
import type { BudgetSearchProps } from "./props.gen.ts";

/** Counts the cars the default budget reaches, so the form arrives with its answer. */
const load: BlockLoader<BudgetSearchProps, BlockSearchData | null> = async (props, ctx) => {
  // The budget is a purchase price reached by finance repayments: a subscription-only site has none.
  if (!ctx.site.finance.purchase) return null;
  const { maxPrice } = budgetEstimate(props.frequency, BUDGET.defaults[props.frequency], BUDGET.defaults.deposit);
  return await loadBlockSearch(ctx, [budgetRequest(props.car_type, maxPrice)]);
};

export default load;
