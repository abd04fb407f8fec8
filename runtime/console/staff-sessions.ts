import { createHash, randomBytes } from "node:crypto";
import type { Database } from "../types/services.ts";
import type { Staff } from "./staff-store.ts";

/** A console session lasts twelve hours, a long working day: staff sign in again the next day. */
export const STAFF_SESSION_LIFETIME_MS = 12 * 3600_000;

const hashOf = (token: string) => createHash("sha256").update(token).digest("hex");

/** Starts a console session (forgetting the staff member's expired ones): answers its token, of which only the hash is stored. */
export async function startStaffSession(db: Database, staff: Staff, now: Date): Promise<string> {
  await db.deleteFrom("staff_sessions").where("staff_id", "=", staff.id).where("expires_at", "<=", now.toISOString()).execute();
  const token = randomBytes(32).toString("base64url");
  const expires = new Date(now.getTime() + STAFF_SESSION_LIFETIME_MS).toISOString();
  await db.insertInto("staff_sessions").values({ id_hash: hashOf(token), staff_id: staff.id, site_slug: staff.site_slug, created_at: now.toISOString(), expires_at: expires }).execute();
  return token;
}

/** The member of staff of a session token on this site; undefined for an unknown, ended, expired or other site's session. */
export async function staffOfSession(db: Database, token: string, siteSlug: string, now: Date): Promise<Staff | undefined> {
  return db
    .selectFrom("staff_sessions")
    .innerJoin("staff", "staff.id", "staff_sessions.staff_id")
    .select(["staff.id", "staff.site_slug", "staff.email", "staff.role", "staff.created_at"])
    .where("staff_sessions.id_hash", "=", hashOf(token))
    .where("staff_sessions.site_slug", "=", siteSlug)
    .where("staff.site_slug", "=", siteSlug)
    .where("staff_sessions.expires_at", ">", now.toISOString())
    .executeTakeFirst();
}

export async function endStaffSession(db: Database, token: string): Promise<void> {
  await db.deleteFrom("staff_sessions").where("id_hash", "=", hashOf(token)).execute();
}
