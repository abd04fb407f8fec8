import type { BlockDefinition } from "../../runtime/types/index.ts";

export default {
  title: "TradeInValuation",
  description: "The trade-in valuation flow: rego and state with the car's make, model and year, odometer, condition questions, then contact details; the shopper sees an offer range worked out from comparable listings (or is asked to enquire for cars over the site's age or km limits). Each step is sent as a trade-in lead. With ?car_id= the lead names the car being traded towards. Followed by an FAQ.",
  schema: "./schema.json",
  component: "./TradeInValuation.tsx",
  loader: "./loader.ts",
} satisfies BlockDefinition;
