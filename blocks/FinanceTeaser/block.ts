import type { BlockDefinition } from "../../runtime/types/index.ts";

export default {
  title: "FinanceTeaser",
  description: "The finance teaser of a vehicle page's sidebar: the car's repayment, interest rate and comparison rate from its finance_lenders entry for the site's provider, with the comparison-rate example and warning. Shown only when the provider's eligibility rule allows it (and the site's finance.teaser is on); otherwise renders nothing.",
  schema: "./schema.json",
  component: "./FinanceTeaser.tsx",
  loader: "./loader.ts",
} satisfies BlockDefinition;
