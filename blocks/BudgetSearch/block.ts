import type { BlockDefinition } from "../../runtime/types/index.ts";

export default {
  title: "Budget search",
  description: "Find cars for your budget: a weekly or monthly repayment plus a deposit gives an indicative 5-year budget (repayment x 52 or 12 x 5 + deposit), how many cars it reaches, and a link to those cars (range[price]=:{budget}). The button is disabled with 'No {car type}s found for this budget' when the budget is below the cheapest car.",
  schema: "./schema.json",
  component: "./BudgetSearch.tsx",
  loader: "./loader.ts",
} satisfies BlockDefinition;
