import type { Site } from "../types/index.ts";
import type { LeadUserData } from "../forms/lead-types.ts";
import type { StoreLeadInput } from "./lead-store.ts";

/**
 * A complete lead the platform itself sends the dealer (a reservation, a purchase, a payment, a prize won): no
 * honeypot, retry key or browser secret to check, delivered to every channel of the site.
 */
export function platformLead(site: Site, userData: LeadUserData, now: Date, accountId?: string | null): StoreLeadInput {
  return {
    siteSlug: site.slug,
    userData,
    isLastStep: true,
    spam: false,
    idempotency: null,
    secret: null,
    channels: site.leads.server.webhooks.map((webhook) => webhook.name),
    now,
    ...(accountId === undefined ? {} : { accountId }),
    checkComplete: () => [],
  };
}
