import type { Database } from "../types/services.ts";
import type { PasskeyChallengesTable } from "../storage/tables/account-tables.ts";

export type PasskeyChallenge = PasskeyChallengesTable;

/** How long a passkey prompt may stay open: the browser's timeout and the challenge's life. */
export const PASSKEY_CHALLENGE_LIFETIME_MS = 5 * 60_000;

export async function storeChallenge(db: Database, challenge: Omit<PasskeyChallenge, "expires_at">, now: Date): Promise<void> {
  await db
    .insertInto("passkey_challenges")
    .values({ ...challenge, expires_at: new Date(now.getTime() + PASSKEY_CHALLENGE_LIFETIME_MS).toISOString() })
    .execute();
}

/**
 * Takes a live challenge of this site for this purpose: it is deleted as it is read, so a response can be checked
 * against it once only (a replay, or a second request racing the first, finds nothing).
 */
export async function takeChallenge(db: Database, siteSlug: string, purpose: PasskeyChallenge["purpose"], challenge: string, now: Date): Promise<PasskeyChallenge | undefined> {
  const row = await db
    .selectFrom("passkey_challenges")
    .selectAll()
    .where("challenge", "=", challenge)
    .where("site_slug", "=", siteSlug)
    .where("purpose", "=", purpose)
    .executeTakeFirst();
  if (!row) return undefined;
  const taken = await db.deleteFrom("passkey_challenges").where("challenge", "=", challenge).executeTakeFirst();
  return Number(taken.numDeletedRows) === 1 && row.expires_at > now.toISOString() ? row : undefined;
}

export async function forgetExpiredChallenges(db: Database, now: Date): Promise<void> {
  await db.deleteFrom("passkey_challenges").where("expires_at", "<=", now.toISOString()).execute();
}
