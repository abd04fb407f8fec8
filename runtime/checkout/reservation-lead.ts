import type { Car, Site } from "../types/index.ts";
import type { StoreLeadInput } from "../leads/lead-store.ts";
import { platformLead } from "../leads/platform-lead.ts";
import type { Payment } from "../payments/payment-store.ts";
import { formatPrice } from "../rules/price-display.ts";
import { holdEndText } from "../rules/reservation-hold.ts";
import type { Reservation } from "./reservation-store.ts";

/** The lead category the dealer's systems file reservations under. */
export const RESERVATION_CATEGORY = "Vehicle Reservation";

/** The shopper's details on the checkout form (prefilled from their account). */
export interface ShopperDetails {
  name: string;
  email: string | null;
  phone: string | null;
}

/** The reservation as a complete lead for the dealer, with the deposit's payment reference. */
export function reservationLead(site: Site, car: Car, shopper: ShopperDetails, payment: Payment, reservation: Reservation, now: Date): StoreLeadInput {
  const until = holdEndText(new Date(reservation.expires_at), site.address.state);
  return platformLead(site, {
    name: shopper.name,
    email: shopper.email,
    phone: shopper.phone,
    category: RESERVATION_CATEGORY,
    car_id: car.id,
    car_dealership_id: car.dealership_id,
    payment_reference: payment.provider_ref,
    source: "Website",
    message: `Reserved online with a ${formatPrice(payment.amount_cents / 100)} deposit (payment reference ${payment.provider_ref}), held until ${until}.`,
  }, now, reservation.account_id);
}
