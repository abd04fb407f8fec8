import { randomUUID } from "node:crypto";
import type { Database } from "../types/services.ts";
import type { AccountsTable } from "../storage/tables/account-tables.ts";
import type { Destination } from "./destination.ts";

export type Account = AccountsTable;

export async function findAccount(db: Database, siteSlug: string, id: string): Promise<Account | undefined> {
  return db.selectFrom("accounts").selectAll().where("id", "=", id).where("site_slug", "=", siteSlug).executeTakeFirst();
}

/** The site's account with this phone or e-mail address. */
export async function accountAt(db: Database, siteSlug: string, destination: Destination): Promise<Account | undefined> {
  return db.selectFrom("accounts").selectAll().where("site_slug", "=", siteSlug).where(destination.kind, "=", destination.value).executeTakeFirst();
}

/**
 * The account a verified destination signs in to: the site's account that has it, else the signed-in shopper's
 * account (which gains it: signing in with a mobile number to save a car adds the number), else a new account.
 */
export async function accountForSignIn(db: Database, siteSlug: string, destination: Destination, signedInId: string | null, now: Date): Promise<Account> {
  const existing = await accountAt(db, siteSlug, destination);
  if (existing) return existing;
  const current = signedInId ? await findAccount(db, siteSlug, signedInId) : undefined;
  if (current && current[destination.kind] === null) return setDestination(db, current, destination, now);
  const account: Account = { id: randomUUID(), site_slug: siteSlug, name: null, phone: null, email: null, alerts: 1, created_at: now.toISOString(), updated_at: now.toISOString() };
  account[destination.kind] = destination.value;
  await db.insertInto("accounts").values(account).execute();
  return account;
}

/** Gives the account a (verified) phone or e-mail address, replacing the one it had. */
export async function setDestination(db: Database, account: Account, destination: Destination, now: Date): Promise<Account> {
  const updated = { ...account, [destination.kind]: destination.value, updated_at: now.toISOString() };
  await db.updateTable("accounts").set({ [destination.kind]: destination.value, updated_at: updated.updated_at }).where("id", "=", account.id).execute();
  return updated;
}

export async function setName(db: Database, accountId: string, name: string | null, now: Date): Promise<void> {
  await db.updateTable("accounts").set({ name, updated_at: now.toISOString() }).where("id", "=", accountId).execute();
}

/**
 * Deletes the account; its sessions, saved cars, passkeys, saved searches and alert days go with it (foreign keys
 * cascade). The dealer keeps the enquiries it sent, no longer linked to it.
 */
export async function deleteAccount(db: Database, accountId: string): Promise<void> {
  await db.transaction().execute(async (trx) => {
    for (const table of ["sessions", "watchlist", "account_favourites", "passkeys", "saved_searches", "alert_digests"] as const) await trx.deleteFrom(table).where("account_id", "=", accountId).execute();
    await trx.deleteFrom("sign_in_codes").where("account_id", "=", accountId).execute();
    await trx.updateTable("leads").set({ account_id: null }).where("account_id", "=", accountId).execute();
    await trx.deleteFrom("accounts").where("id", "=", accountId).execute();
  });
}
