import type { BlockLoader } from "../../runtime/types/index.ts";
import { BUDGET, budgetEstimate } from "../../runtime/rules/finance/budget-estimate.ts";
import type { BlockSearchData } from "../../runtime/search-ui/block-search.ts";
import { budgetRequest } from "../../runtime/search-ui/budget-search.ts";
import { loadBlockSearch } from "../../runtime/search-ui/server-search.ts";
import type { BudgetSearchProps } from "./props.gen.ts";

/** Counts the cars the default budget reaches, so the form arrives with its answer. */
const load: BlockLoader<BudgetSearchProps, BlockSearchData> = (props, ctx) => {
  const { maxPrice } = budgetEstimate(props.frequency, BUDGET.defaults[props.frequency], BUDGET.defaults.deposit);
  return loadBlockSearch(ctx, [budgetRequest(props.car_type, maxPrice)]);
};

export default load;
