import { randomUUID } from "node:crypto";
import type { Database } from "../types/services.ts";
import type { SignInCodesTable } from "../storage/tables/account-tables.ts";
import { checkCode, CODE_LIFETIME_MS, CODE_TRIES, hashCode, newCode, type CodeCheck } from "./one-time-code.ts";

export type Challenge = SignInCodesTable;

/** Stores a new code for `destination` (hashed) and answers the challenge id and the code to send. */
export async function issueCode(db: Database, siteSlug: string, destination: string, accountId: string | null, now: Date): Promise<{ id: string; code: string }> {
  const id = randomUUID();
  const code = newCode();
  await db
    .insertInto("sign_in_codes")
    .values({
      id,
      site_slug: siteSlug,
      destination,
      account_id: accountId,
      code_hash: hashCode(id, code),
      tries_left: CODE_TRIES,
      expires_at: new Date(now.getTime() + CODE_LIFETIME_MS).toISOString(),
      used_at: null,
      created_at: now.toISOString(),
    })
    .execute();
  return { id, code };
}

export async function findChallenge(db: Database, siteSlug: string, id: string): Promise<Challenge | undefined> {
  return db.selectFrom("sign_in_codes").selectAll().where("id", "=", id).where("site_slug", "=", siteSlug).executeTakeFirst();
}

/**
 * Checks a typed code and records the outcome: a wrong code spends a try, the right one marks the challenge
 * used. Both are conditional updates, so two requests racing with the same code cannot both succeed.
 */
export async function redeemCode(db: Database, challenge: Challenge, typed: string, now: Date): Promise<CodeCheck> {
  const verdict = checkCode(challenge, typed, now);
  if (verdict === "wrong") {
    await db.updateTable("sign_in_codes").set((eb) => ({ tries_left: eb("tries_left", "-", 1) })).where("id", "=", challenge.id).where("tries_left", ">", 0).execute();
    return verdict;
  }
  if (verdict !== "ok") return verdict;
  const taken = await db
    .updateTable("sign_in_codes")
    .set({ used_at: now.toISOString() })
    .where("id", "=", challenge.id)
    .where("used_at", "is", null)
    .where("tries_left", ">", 0)
    .executeTakeFirst();
  return Number(taken.numUpdatedRows) === 1 ? "ok" : "used";
}

/** Forgets codes a day past their expiry. */
export async function forgetOldCodes(db: Database, now: Date): Promise<void> {
  await db.deleteFrom("sign_in_codes").where("expires_at", "<", new Date(now.getTime() - 24 * 3600_000).toISOString()).execute();
}
