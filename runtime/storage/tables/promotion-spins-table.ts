/** A shopper's one spin of a promotion and what it won; unique per site, promotion and account. */
export interface PromotionSpinsTable {
  id: string;
  site_slug: string;
  promotion_id: string;
  account_id: string;
  /** The prize's label as the site document named it when it was won. */
  prize: string;
  /** Which unit of a prize with a stock this is (1 to its stock); null for a prize without a limit. */
  prize_unit: number | null;
  /** The account's e-mail and phone when it spun: a new account of the same shopper finds the spin by them. */
  email: string | null;
  phone: string | null;
  /** The dealer's lead for the win. */
  lead_id: string;
  created_at: string;
}
