import type { Promotion, Site } from "../types/index.ts";
import type { StoreLeadInput } from "../leads/lead-store.ts";
import { platformLead } from "../leads/platform-lead.ts";
import type { Account } from "../accounts/account-store.ts";

/** The lead category the dealer's systems file spin-to-win wins under. */
export const SPIN_CATEGORY = "Spin to Win";

/** A shopper's win as a complete lead for the dealer, who hands the prize over. */
export function spinLead(site: Site, promotion: Promotion, account: Account, prize: string, now: Date): StoreLeadInput {
  return platformLead(site, {
    name: account.name,
    email: account.email,
    phone: account.phone,
    category: SPIN_CATEGORY,
    subcategory: promotion.title,
    source: "Website",
    message: `Won "${prize}" in ${promotion.title} (promotion ${promotion.id}).`,
  }, now);
}
