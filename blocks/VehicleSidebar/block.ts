import type { BlockDefinition } from "../../runtime/types/index.ts";

export default {
  title: "Vehicle sidebar",
  description: "The vehicle page's sidebar: title, price and was-price, location link, the finance teaser slot, action buttons (none for cars not in stock) with a Request More Photos button opening the request-photos form in a dialog where vehicle_page.request_photos is on, the dealer phone with the reveal rule, share row, favourite, compare (in-stock cars), print and PDF download. Counts the page view and keeps the recently viewed record where the site enables it.",
  schema: "./schema.json",
  component: "./VehicleSidebar.tsx",
  loader: "./loader.ts",
  children: ["FinanceTeaser", "LeadForm"],
} satisfies BlockDefinition;
