// The reserve page's data, as the ReserveVehicle block shows it (types only: the checkout itself is server code).
export type { CheckoutPageData, CheckoutState } from "../checkout/checkout-page-data.ts";
