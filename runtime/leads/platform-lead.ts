import type { Site } from "../types/index.ts";
import type { LeadUserData } from "../forms/lead-types.ts";
import type { StoreLeadInput } from "./lead-store.ts";

/** A platform lead's answers, where a detail the shopper did not give (null, empty) is left out of the lead. */
type PlatformAnswers = { [K in keyof LeadUserData]?: LeadUserData[K] | null };

/**
 * A complete lead the platform itself sends the dealer (a reservation, a purchase, a payment, a prize won): no
 * honeypot, retry key or browser secret to check, delivered to every channel of the site.
 */
export function platformLead(site: Site, answers: PlatformAnswers, now: Date, accountId?: string | null): StoreLeadInput {
  return {
    siteSlug: site.slug,
    userData: Object.fromEntries(Object.entries(answers).filter(([, value]) => value !== null && value !== "")) as LeadUserData,
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
