import type { Promotion, Site } from "../types/index.ts";
import type { StoreLeadInput } from "../leads/lead-store.ts";
import type { Account } from "../accounts/account-store.ts";

/** The lead category the dealer's systems file spin-to-win wins under. */
export const SPIN_CATEGORY = "Spin to Win";

/** A shopper's win as a complete lead for the dealer, who hands the prize over. */
export function spinLead(site: Site, promotion: Promotion, account: Account, prize: string, now: Date): StoreLeadInput {
  return {
    siteSlug: site.slug,
    userData: {
      ...(account.name ? { name: account.name } : {}),
      ...(account.email ? { email: account.email } : {}),
      ...(account.phone ? { phone: account.phone } : {}),
      category: SPIN_CATEGORY,
      subcategory: promotion.title,
      source: "Website",
      message: `Won "${prize}" in ${promotion.title} (promotion ${promotion.id}).`,
    },
    isLastStep: true,
    spam: false,
    idempotency: null,
    secret: null,
    channels: site.leads.server.webhooks.map((webhook) => webhook.name),
    now,
    checkComplete: () => [],
  };
}
