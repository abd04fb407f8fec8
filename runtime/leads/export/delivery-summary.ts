import type { DeliveryStatus, LeadStatus } from "../../storage/tables/lead-tables.ts";

/** A lead's delivery as the dealer's staff read it in an export. */
export type LeadDeliveryState = DeliveryStatus | "not-due" | "no-channels";

/**
 * One status for all of a lead's deliveries: any given-up delivery makes it `failed`, any still retrying
 * `pending`; `delivered` only when every channel has it. Partial and spam leads are never sent (`not-due`).
 */
export function deliveryState(lead: LeadStatus, deliveries: readonly { status: DeliveryStatus }[]): LeadDeliveryState {
  if (lead !== "complete") return "not-due";
  if (deliveries.length === 0) return "no-channels";
  if (deliveries.some((d) => d.status === "failed")) return "failed";
  if (deliveries.some((d) => d.status === "pending")) return "pending";
  return "delivered";
}
