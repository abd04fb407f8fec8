import { randomUUID } from "node:crypto";
import type { Database } from "../types/services.ts";
import type { SavedSearchesTable } from "../storage/tables/account-tables.ts";

export type SavedSearch = SavedSearchesTable;

/** Searches one account may keep: each is searched when the garage shows it. */
export const SAVED_SEARCHES_PER_ACCOUNT = 20;

/**
 * Saves a search for the account (saving the same URL again only marks it seen); answers false when the account
 * already holds as many as it may.
 */
export async function saveSearch(db: Database, accountId: string, name: string, url: string, now: Date): Promise<boolean> {
  const existing = await db.selectFrom("saved_searches").select("id").where("account_id", "=", accountId).where("url", "=", url).executeTakeFirst();
  if (existing) {
    await db.updateTable("saved_searches").set({ last_seen_at: now.toISOString() }).where("id", "=", existing.id).execute();
    return true;
  }
  const count = await db.selectFrom("saved_searches").select((eb) => eb.fn.countAll<number | string>().as("n")).where("account_id", "=", accountId).executeTakeFirstOrThrow();
  if (Number(count.n) >= SAVED_SEARCHES_PER_ACCOUNT) return false;
  const at = now.toISOString();
  await db.insertInto("saved_searches").values({ id: randomUUID(), account_id: accountId, name, url, created_at: at, last_seen_at: at }).execute();
  return true;
}

export async function accountSavedSearches(db: Database, accountId: string): Promise<SavedSearch[]> {
  return db.selectFrom("saved_searches").selectAll().where("account_id", "=", accountId).orderBy("created_at").execute();
}

/** Marks one of the account's saved searches seen now; answers its URL (undefined when it is not theirs). */
export async function openSavedSearch(db: Database, accountId: string, id: string, now: Date): Promise<string | undefined> {
  const search = await db.selectFrom("saved_searches").select("url").where("id", "=", id).where("account_id", "=", accountId).executeTakeFirst();
  if (search) await db.updateTable("saved_searches").set({ last_seen_at: now.toISOString() }).where("id", "=", id).execute();
  return search?.url;
}

export async function removeSavedSearch(db: Database, accountId: string, id: string): Promise<void> {
  await db.deleteFrom("saved_searches").where("id", "=", id).where("account_id", "=", accountId).execute();
}
