import type { BlockDefinition } from "../../runtime/types/index.ts";

export default {
  title: "FinanceCalculator",
  description: "Repayment calculator: purchase price, deposit or trade-in, balloon / residual, loan term, interest rate and repayment frequency, each a slider and a number box kept in step and within bounds. Bounds and starting values come from the site's finance provider and finance options; on a vehicle page (or with ?car_id=) it can start from the car's price. Works as a plain form without JavaScript.",
  schema: "./schema.json",
  component: "./FinanceCalculator.tsx",
  loader: "./loader.ts",
} satisfies BlockDefinition;
