import type { Car, Site } from "../types/index.ts";
import type { Message } from "../notify/notifier.ts";
import type { Payment } from "../payments/payment-store.ts";
import { formatCents } from "../rules/price-display.ts";
import { holdEndText } from "../rules/reservation-hold.ts";
import { vehicleTitle } from "../rules/vehicle-naming.ts";
import type { Reservation } from "./reservation-store.ts";

/** What one kind of receipt says around the amount paid. */
interface ReceiptWording {
  /** Follows the site's name in the subject. */
  subject: string;
  opening: string;
  /** Names the amount: "Deposit paid", "Paid". */
  paid: string;
  notes: string[];
}

/** A receipt for a captured payment: what it was for, the amount with its payment reference, and the dealer to call. */
export function paymentReceipt(site: Site, payment: Payment, to: string, wording: ReceiptWording): Message {
  return {
    to,
    subject: `${site.name}: ${wording.subject}`,
    text: [
      wording.opening,
      `${wording.paid}: ${formatCents(payment.amount_cents)} AUD, payment reference ${payment.provider_ref}.`,
      ...wording.notes,
      `${site.name}, ${site.phone}`,
    ].join("\n\n"),
  };
}

/** The shopper's receipt for a paid deposit: what they reserved, what they paid, until when, and how to cancel. */
export function reservationReceipt(site: Site, car: Car, payment: Payment, reservation: Reservation, to: string): Message {
  const { title } = vehicleTitle(car);
  const until = holdEndText(new Date(reservation.expires_at), site.address.state);
  return paymentReceipt(site, payment, to, {
    subject: `your ${title} is reserved`,
    opening: `Thank you. Your ${title} (stock number ${car.stocknum}) is reserved for you until ${until}.`,
    paid: "Deposit paid",
    notes: ["Your deposit is 100% refundable: cancel any time before the hold ends on the reservation page and it is refunded in full."],
  });
}
