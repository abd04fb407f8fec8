import type { BlockDefinition } from "../../runtime/types/index.ts";

export default {
  title: "Checkout journey",
  description: "The online purchase of /checkout-journey?car_id= (id or slug): the car, then one step at a time your details and licence, delivery or pick-up (the delivery estimate), trade-in (with a link to the valuation), finance or cash, a review with the server's price breakdown, and the deposit that reserves the car. Each step is a JSON Schema form saved to the shopper's draft, so the journey resumes on any device; plain form posts, so it works without JavaScript.",
  schema: "./schema.json",
  component: "./CheckoutJourney.tsx",
  loader: "./loader.ts",
} satisfies BlockDefinition;
