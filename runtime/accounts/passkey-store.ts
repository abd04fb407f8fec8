import type { Database } from "../types/services.ts";
import type { PasskeysTable } from "../storage/tables/account-tables.ts";

export type Passkey = PasskeysTable;

/** What the account page shows of a passkey. */
export type PasskeySummary = Pick<Passkey, "id" | "name" | "created_at" | "last_used_at">;

/** Passkeys one account may hold: enough for every device a shopper has, and a bound on what one account stores. */
export const PASSKEYS_PER_ACCOUNT = 20;

export async function savePasskey(db: Database, passkey: Passkey): Promise<void> {
  await db.insertInto("passkeys").values(passkey).execute();
}

/** The passkey with this credential id on this site; another site's credential is never found. */
export async function findPasskey(db: Database, siteSlug: string, id: string): Promise<Passkey | undefined> {
  return db.selectFrom("passkeys").selectAll().where("id", "=", id).where("site_slug", "=", siteSlug).executeTakeFirst();
}

export async function accountPasskeys(db: Database, accountId: string): Promise<PasskeySummary[]> {
  return db.selectFrom("passkeys").select(["id", "name", "created_at", "last_used_at"]).where("account_id", "=", accountId).orderBy("created_at").execute();
}

/**
 * Records a sign-in with the passkey and its new counter, in the table that keeps it (shoppers' `passkeys`, the
 * console's `staff_passkeys`). The update holds only while the stored counter is the one the check saw, so two
 * sign-ins racing with one cloned authenticator's counter cannot both pass.
 */
export async function passkeyUsed(db: Database, passkey: Pick<Passkey, "id" | "sign_count">, counter: number, now: Date, table: "passkeys" | "staff_passkeys" = "passkeys"): Promise<boolean> {
  const updated = await db
    .updateTable(table)
    .set({ sign_count: counter, last_used_at: now.toISOString() })
    .where("id", "=", passkey.id)
    .where("sign_count", "=", passkey.sign_count)
    .executeTakeFirst();
  return Number(updated.numUpdatedRows) === 1;
}

/** Removes one of the account's passkeys; answers whether there was one. */
export async function removePasskey(db: Database, accountId: string, id: string): Promise<boolean> {
  const removed = await db.deleteFrom("passkeys").where("id", "=", id).where("account_id", "=", accountId).executeTakeFirst();
  return Number(removed.numDeletedRows) === 1;
}
