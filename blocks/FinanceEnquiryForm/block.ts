import type { BlockDefinition } from "../../runtime/types/index.ts";

export default {
  title: "Finance enquiry form",
  description: "The finance enquiry (/finance-enquiry, /apply-for-finance, /personalised/finance): prefilled from preferredDealership, vehiclePriceBudget, car_id, car_type and vin; give the block the id finance-form for the #finance-form anchor.",
  schema: "./schema.json",
  component: "./FinanceEnquiryForm.tsx",
  loader: "./loader.ts",
} satisfies BlockDefinition;
