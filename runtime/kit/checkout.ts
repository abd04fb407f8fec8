// The reserve page's data, as the ReserveVehicle block shows it (types only: the checkout itself is server code).
export type { CheckoutCar, CheckoutPageData, CheckoutState } from "../checkout/checkout-page-data.ts";
export type { JourneyPageData, JourneyState } from "../checkout/journey/journey-page-data.ts";
export type { OnlinePaymentPageData } from "../checkout/online-payment/online-payment-page-data.ts";
