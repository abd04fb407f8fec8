import type { BlockDefinition } from "../../runtime/types/index.ts";

export default {
  title: "FinanceEstimatePanel",
  description: "A car's estimated finance: weekly and monthly repayment on a 5 year term with a 10.0% deposit and a 30% final payment, with the interest and comparison rates (the comparison-rate example and warning beside them) and a 'View disclaimer' dialog. Where the site shows finance quotes, the figures come from the car's quote, fetched once in the browser when the car has none. Renders nothing without a car, for a car without a price, or where the site's provider does not finance the car (the finance teaser's rule without its lender figures: sold cars, excluded makes and dealerships, the provider's price and age limits).",
  schema: "./schema.json",
  component: "./FinanceEstimatePanel.tsx",
  loader: "./loader.ts",
} satisfies BlockDefinition;
