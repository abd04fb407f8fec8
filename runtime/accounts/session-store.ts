import { createHash, randomBytes } from "node:crypto";
import type { Database } from "../types/services.ts";
import type { SignedInUser } from "../types/index.ts";

/** A session lasts thirty days from sign-in. */
export const SESSION_LIFETIME_MS = 30 * 24 * 3600_000;

const hashOf = (token: string) => createHash("sha256").update(token).digest("hex");

/** Starts a session for an account: answers its token (the cookie's), of which only the hash is stored. */
export async function createSession(db: Database, accountId: string, siteSlug: string, now: Date): Promise<string> {
  const token = randomBytes(32).toString("base64url");
  await db
    .insertInto("sessions")
    .values({ id_hash: hashOf(token), account_id: accountId, site_slug: siteSlug, created_at: now.toISOString(), expires_at: new Date(now.getTime() + SESSION_LIFETIME_MS).toISOString() })
    .execute();
  return token;
}

/** The signed-in shopper of a session token on this site; null for an unknown, ended, expired or other site's session. */
export async function sessionUser(db: Database, token: string, siteSlug: string, now: Date): Promise<SignedInUser | null> {
  const row = await db
    .selectFrom("sessions")
    .innerJoin("accounts", "accounts.id", "sessions.account_id")
    .select(["accounts.id", "accounts.phone", "accounts.email", "accounts.name"])
    .where("sessions.id_hash", "=", hashOf(token))
    .where("sessions.site_slug", "=", siteSlug)
    .where("sessions.expires_at", ">", now.toISOString())
    .executeTakeFirst();
  return row ? { id: row.id, phone: row.phone, email: row.email, name: row.name } : null;
}

/** Ends one session (sign out; the old session at a sign-in, so a session id never survives it). */
export async function endSession(db: Database, token: string): Promise<void> {
  await db.deleteFrom("sessions").where("id_hash", "=", hashOf(token)).execute();
}

/** Sign out everywhere: every session of the account ends. */
export async function endAllSessions(db: Database, accountId: string): Promise<void> {
  await db.deleteFrom("sessions").where("account_id", "=", accountId).execute();
}

export async function forgetExpiredSessions(db: Database, now: Date): Promise<void> {
  await db.deleteFrom("sessions").where("expires_at", "<=", now.toISOString()).execute();
}
