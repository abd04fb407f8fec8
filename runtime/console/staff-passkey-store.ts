import type { Database } from "../types/services.ts";
import type { StaffPasskeysTable } from "../storage/tables/console-tables.ts";
import type { PasskeySummary } from "../accounts/passkey-store.ts";
import { recordAudit } from "./audit-log.ts";
import type { Staff } from "./staff-store.ts";

export type StaffPasskey = StaffPasskeysTable;

/** Passkeys one member of staff may hold: one for each device they work on, and a bound on what is stored. */
export const PASSKEYS_PER_STAFF = 10;

export async function staffPasskeys(db: Database, staffId: string): Promise<PasskeySummary[]> {
  return db.selectFrom("staff_passkeys").select(["id", "name", "created_at", "last_used_at"]).where("staff_id", "=", staffId).orderBy("created_at").execute();
}

/** The staff passkey with this credential id on this site; a shopper's, or another site's, is never found. */
export async function findStaffPasskey(db: Database, siteSlug: string, id: string): Promise<StaffPasskey | undefined> {
  return db.selectFrom("staff_passkeys").selectAll().where("id", "=", id).where("site_slug", "=", siteSlug).executeTakeFirst();
}

/** Keeps a member of staff's new passkey, audited; false when that credential is already stored. */
export async function saveStaffPasskey(db: Database, staff: Staff, passkey: Omit<StaffPasskey, "site_slug" | "staff_id" | "created_at" | "last_used_at">, now: Date): Promise<boolean> {
  return db
    .transaction()
    .execute(async (trx) => {
      await trx.insertInto("staff_passkeys").values({ ...passkey, site_slug: staff.site_slug, staff_id: staff.id, created_at: now.toISOString(), last_used_at: null }).execute();
      await recordAudit(trx, { siteSlug: staff.site_slug, actor: staff.email, action: "staff.passkey.add", subject: staff.id, before: null, after: { passkey: passkey.name } }, now);
      return true;
    })
    .catch(() => false);
}

/** Removes one of the staff member's own passkeys, audited; false when they have no passkey of that id. */
export async function removeStaffPasskey(db: Database, staff: Staff, id: string, now: Date): Promise<boolean> {
  return db.transaction().execute(async (trx) => {
    const passkey = await trx.selectFrom("staff_passkeys").select(["name"]).where("id", "=", id).where("staff_id", "=", staff.id).where("site_slug", "=", staff.site_slug).executeTakeFirst();
    if (!passkey) return false;
    await trx.deleteFrom("staff_passkeys").where("id", "=", id).execute();
    await recordAudit(trx, { siteSlug: staff.site_slug, actor: staff.email, action: "staff.passkey.remove", subject: staff.id, before: { passkey: passkey.name }, after: null }, now);
    return true;
  });
}
