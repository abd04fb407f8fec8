import { randomUUID } from "node:crypto";
import type { Promotion, Site } from "../types/index.ts";
import type { Database } from "../types/services.ts";
import type { Account } from "../accounts/account-store.ts";
import { storeInTransaction } from "../leads/lead-store.ts";
import { notifyLeadQueued } from "../leads/delivery-signal.ts";
import { drawPrize } from "../rules/prize-draw.ts";
import { promotionWindow } from "../rules/promotion-window.ts";
import { spinLead } from "./spin-lead.ts";
import { findSpin, prizesWon, type PromotionSpin } from "./spin-store.ts";

export type SpinOutcome =
  | { kind: "spun"; spin: PromotionSpin; fresh: boolean }
  | { kind: "not-running" }
  | { kind: "all-won" };

export interface SpinInput {
  site: Site;
  promotion: Promotion;
  account: Account;
  now: Date;
  /** A number in [0, 1): Math.random on the server, a fixed sequence in tests. */
  random(): number;
}

/** Draws again after another spin took the same unit of a prize; each retry sees that unit gone. */
const ATTEMPTS = 5;

/**
 * The account's one spin of the promotion, drawn here on the server: the spin and the dealer's lead commit
 * together. An account that has spun (or a shopper whose deleted account did) gets the earlier spin back
 * (`fresh: false`), however the second spin arrives: a double click, another tab, another server. The unique index on account and promotion decides
 * those races, on SQLite and PostgreSQL alike; the one on a prize's numbered units keeps two simultaneous
 * winners from both taking the last of a prize, the loser drawing again.
 */
export async function spinWheel(db: Database, input: SpinInput): Promise<SpinOutcome> {
  const { site, promotion, account, now } = input;
  const earlier = await findSpin(db, site.slug, promotion.id, account);
  if (earlier) return { kind: "spun", spin: earlier, fresh: false };
  if (promotionWindow(promotion, now) !== "running") return { kind: "not-running" };
  for (let attempt = 1; ; attempt += 1) {
    try {
      const outcome = await db.transaction().execute(async (trx): Promise<SpinOutcome> => {
        const won = await prizesWon(trx, site.slug, promotion.id);
        const counts = promotion.prizes.map((prize) => won.get(prize.label) ?? 0);
        const index = drawPrize(promotion.prizes, counts, input.random);
        if (index === null) return { kind: "all-won" };
        const prize = promotion.prizes[index]!;
        const lead = await storeInTransaction(trx, spinLead(site, promotion, account, prize.label, now));
        if (lead.kind !== "created") throw new Error(`the spin's lead was not stored (${lead.kind})`);
        const spin: PromotionSpin = {
          id: randomUUID(),
          site_slug: site.slug,
          promotion_id: promotion.id,
          account_id: account.id,
          prize: prize.label,
          prize_unit: prize.stock === null ? null : counts[index]! + 1,
          email: account.email,
          phone: account.phone,
          lead_id: lead.leadId,
          created_at: now.toISOString(),
        };
        await trx.insertInto("promotion_spins").values(spin).execute();
        return { kind: "spun", spin, fresh: true };
      });
      if (outcome.kind === "spun") notifyLeadQueued();
      return outcome;
    } catch (error) {
      const first = await findSpin(db, site.slug, promotion.id, account);
      if (first) return { kind: "spun", spin: first, fresh: false };
      if (attempt >= ATTEMPTS) throw error;
    }
  }
}
