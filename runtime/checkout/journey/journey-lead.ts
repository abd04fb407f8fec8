import type { Car, Site } from "../../types/index.ts";
import type { RJSFSchema } from "@rjsf/utils";
import type { FormValues } from "../../forms/form-types.ts";
import type { StoreLeadInput } from "../../leads/lead-store.ts";
import { platformLead } from "../../leads/platform-lead.ts";
import type { Payment } from "../../payments/payment-store.ts";
import type { PurchaseBreakdown } from "../../rules/purchase-breakdown.ts";
import { formatPrice } from "../../rules/price-display.ts";
import { holdEndText } from "../../rules/reservation-hold.ts";
import type { ReservationLeadOf } from "../reserve-car.ts";
import type { Reservation } from "../reservation-store.ts";
import type { JourneyStep } from "./journey-steps.ts";

/** The lead category the dealer's systems file online purchases under. */
export const ONLINE_PURCHASE_CATEGORY = "Online Purchase";

/**
 * The finished journey as one complete lead: the shopper's contact fields, then every step's answers by their
 * labels, the server's price breakdown and the deposit's payment reference in the message.
 */
export function journeyLead(steps: readonly JourneyStep[], answers: Record<string, FormValues>, breakdown: PurchaseBreakdown): ReservationLeadOf {
  return (site: Site, car: Car, shopper, payment: Payment, reservation: Reservation, now: Date): StoreLeadInput => {
    const details = answers.details ?? {};
    const until = holdEndText(new Date(reservation.expires_at), site.address.state);
    const message = [
      `Bought online with a ${formatPrice(payment.amount_cents / 100)} deposit (payment reference ${payment.provider_ref}), held until ${until}.`,
      ...steps.filter((step) => step.id !== "deposit").map((step) => answerLines(step, answers[step.id] ?? {})),
      ["Price breakdown:", ...breakdown.lines.map((line) => `${line.label}: ${line.amount}`), ...breakdown.notes].join("\n"),
    ].join("\n\n");
    return platformLead(site, {
      name: shopper.name,
      ...(typeof details.last_name === "string" ? { last_name: details.last_name } : {}),
      email: shopper.email,
      phone: shopper.phone,
      ...(typeof answers.delivery?.postcode === "string" && answers.delivery.handover === "delivery" ? { postcode: answers.delivery.postcode } : {}),
      category: ONLINE_PURCHASE_CATEGORY,
      car_id: car.id,
      car_dealership_id: car.dealership_id,
      payment_reference: payment.provider_ref,
      finance: answers.payment?.settlement === "cash" ? "No" : "Yes",
      "do-you-have-a-trade-in": answers["trade-in"]?.["do-you-have-a-trade-in"] === "Yes" ? "Yes" : "No",
      source: "Website",
      message: message.slice(0, 5000),
    }, now);
  };
}

/** A step's answers as 'Label: answer' lines, choices by the words the shopper chose. */
function answerLines(step: JourneyStep, values: FormValues): string {
  const lines = Object.entries(step.form.schema.properties)
    .filter(([field]) => values[field] !== undefined)
    .map(([field, schema]) => `${schema.title ?? field}: ${shownAnswer(schema, values[field])}`);
  return [`${step.title}:`, ...lines].join("\n");
}

function shownAnswer(schema: RJSFSchema, value: unknown): string {
  if (typeof value === "boolean") return value ? "Yes" : "No";
  const option = schema.oneOf?.find((entry) => (entry as RJSFSchema).const === value) as RJSFSchema | undefined;
  return String(option?.title ?? value);
}
