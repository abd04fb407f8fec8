import type { Database } from "../types/services.ts";
import type { PromotionSpinsTable } from "../storage/tables/promotion-spins-table.ts";

export type PromotionSpin = PromotionSpinsTable;

/** The account's spin of the promotion, if it has spun. */
export function findSpin(db: Database, siteSlug: string, promotionId: string, accountId: string): Promise<PromotionSpin | undefined> {
  return db
    .selectFrom("promotion_spins")
    .selectAll()
    .where("site_slug", "=", siteSlug)
    .where("promotion_id", "=", promotionId)
    .where("account_id", "=", accountId)
    .executeTakeFirst();
}

/** How many of each prize (by label) the promotion has given away. */
export async function prizesWon(db: Database, siteSlug: string, promotionId: string): Promise<Map<string, number>> {
  const rows = await db
    .selectFrom("promotion_spins")
    .select((eb) => ["prize", eb.fn.countAll<number | string | bigint>().as("won")])
    .where("site_slug", "=", siteSlug)
    .where("promotion_id", "=", promotionId)
    .groupBy("prize")
    .execute();
  return new Map(rows.map((row) => [row.prize, Number(row.won)]));
}
