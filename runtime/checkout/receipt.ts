import type { Car, Site } from "../types/index.ts";
import type { Message } from "../notify/notifier.ts";
import type { Payment } from "../payments/payment-store.ts";
import { formatPrice } from "../rules/price-display.ts";
import { holdEndText } from "../rules/reservation-hold.ts";
import { vehicleTitle } from "../rules/vehicle-naming.ts";
import type { Reservation } from "./reservation-store.ts";

/** The shopper's receipt for a paid deposit: what they reserved, what they paid, until when, and how to cancel. */
export function reservationReceipt(site: Site, car: Car, payment: Payment, reservation: Reservation, to: string): Message {
  const { title } = vehicleTitle(car);
  const until = holdEndText(new Date(reservation.expires_at), site.address.state);
  return {
    to,
    subject: `${site.name}: your ${title} is reserved`,
    text: [
      `Thank you. Your ${title} (stock number ${car.stocknum}) is reserved for you until ${until}.`,
      `Deposit paid: ${formatPrice(payment.amount_cents / 100)} AUD, payment reference ${payment.provider_ref}.`,
      "Your deposit is 100% refundable: cancel any time before the hold ends on the reservation page and it is refunded in full.",
      `${site.name}, ${site.phone}`,
    ].join("\n\n"),
  };
}
