import type { BlockDefinition } from "../../runtime/types/index.ts";

export default {
  title: "Reserve vehicle",
  description: "The reserve page of /cars/{slug}/checkout: the car with its photo and price, the site's deposit, hold and refund terms, the shopper's details prefilled from their account, and the deposit payment; then the confirmation with the hold's end, the payment reference and a Cancel Reservation button. Plain form posts: it works without JavaScript.",
  schema: "./schema.json",
  component: "./ReserveVehicle.tsx",
  loader: "./loader.ts",
} satisfies BlockDefinition;
