// The block kit for loaders only (server side): what reads storage, the search service or the server's
// configuration. Block components import only types from it; the dependency rules check that.
export * from "../leads/load-lead-form-data.ts";
export { preloadLeadFormCode } from "../forms/ui/lead-form-code.ts";
export * from "../search-ui/server-search.ts";
export * from "../search-ui/initial-results.ts";
export * from "../search/site-search-client.ts";
export * from "../http/log.ts";
export * from "../site/public-site.ts";
export { siteSearchReader } from "../search-ui/saved-search-matches.ts";
export * from "../vehicle/delivery.ts";
export { similarCarCards } from "../vehicle/similar-cars.ts";
export { signInPage } from "../accounts/sign-in-page.ts";
export { accountPage, shopperSavedCars } from "../accounts/account-page.ts";
export { checkoutPage } from "../checkout/checkout-page.ts";
export { spinToWinPage } from "../promotions/spin-page.ts";
export { safeHtml } from "../site/content/safe-html.ts";
export { shopperSavedSearches } from "../accounts/saved-searches-page.ts";
export { unsubscribePage } from "../accounts/alerts/unsubscribe-page.ts";
export { shopperEnquiries } from "../accounts/sent-enquiries.ts";
export { shopperReservations } from "../checkout/shopper-reservations.ts";
export { journeyPage } from "../checkout/journey/journey-page.ts";
export { onlinePaymentPage } from "../checkout/online-payment/online-payment-page.ts";
export { locationRatings, reviewListing } from "../reviews/site-reviews.ts";
