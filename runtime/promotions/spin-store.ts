import type { SignedInUser } from "../types/index.ts";
import type { Database } from "../types/services.ts";
import type { PromotionSpinsTable } from "../storage/tables/promotion-spins-table.ts";

export type PromotionSpin = PromotionSpinsTable;

/** Who spins: the account, and the e-mail and phone it signs in with. */
export type Spinner = Pick<SignedInUser, "id" | "email" | "phone">;

/**
 * The shopper's spin of the promotion, if they have spun: this account's, or one made with its e-mail or phone
 * (an account deleted and signed up for again is the same shopper, with the same one spin).
 */
export function findSpin(db: Database, siteSlug: string, promotionId: string, spinner: Spinner): Promise<PromotionSpin | undefined> {
  return db
    .selectFrom("promotion_spins")
    .selectAll()
    .where("site_slug", "=", siteSlug)
    .where("promotion_id", "=", promotionId)
    .where((eb) =>
      eb.or([
        eb("account_id", "=", spinner.id),
        ...(spinner.email ? [eb("email", "=", spinner.email)] : []),
        ...(spinner.phone ? [eb("phone", "=", spinner.phone)] : []),
      ]),
    )
    .orderBy("created_at")
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
