import { DELIVERY_NO_ESTIMATE, DELIVERY_POSTCODE_REQUIRED, INVALID_POSTCODE } from "../../runtime/kit/rules.ts";
import type { DeliveryAnswer } from "../../runtime/kit/vehicle.ts";

/** What the calculator shows: an estimate, or one of the spec's messages. */
export type DeliveryResult = { kind: "estimate"; price: number; name: string; place: string } | { kind: "message"; text: string };

export const postcodeRequired: DeliveryResult = { kind: "message", text: DELIVERY_POSTCODE_REQUIRED };
export const invalidPostcode: DeliveryResult = { kind: "message", text: INVALID_POSTCODE };

export function fromAnswer(answer: DeliveryAnswer): DeliveryResult {
  if (!answer.estimate) return { kind: "message", text: DELIVERY_NO_ESTIMATE };
  return { kind: "estimate", price: answer.estimate.price, name: answer.estimate.name, place: `${answer.postcode} ${answer.state}` };
}
