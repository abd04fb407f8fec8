import type { BlockDefinition } from "../../runtime/types/index.ts";

export default {
  title: "Online payment",
  description: "The /online-payment form (always gated): a signed-in shopper pays an amount against the dealer's invoice or deposit reference through the site's payment provider, with the accepted payment marks; the dealer gets the payment as a lead. Plain form posts: it works without JavaScript.",
  schema: "./schema.json",
  component: "./OnlinePayment.tsx",
  loader: "./loader.ts",
} satisfies BlockDefinition;
