import type { Database } from "../../types/services.ts";

/**
 * Stops every alert to an address on a site: it is kept as unsubscribed (whether or not an account has it), and
 * the account with it has its alerts turned off, so its garage shows them off.
 */
export async function unsubscribe(db: Database, siteSlug: string, destination: string, now: Date): Promise<void> {
  await db.transaction().execute(async (trx) => {
    await trx
      .insertInto("unsubscribes")
      .values({ site_slug: siteSlug, destination, created_at: now.toISOString() })
      .onConflict((oc) => oc.columns(["site_slug", "destination"]).doNothing())
      .execute();
    await trx
      .updateTable("accounts")
      .set({ alerts: 0 })
      .where("site_slug", "=", siteSlug)
      .where((eb) => eb.or([eb("email", "=", destination), eb("phone", "=", destination)]))
      .execute();
  });
}

/** The shopper's choice on their account page: turning alerts back on takes their addresses off the unsubscribed list. */
export async function setAlerts(db: Database, account: { id: string; site_slug: string; email: string | null; phone: string | null }, on: boolean): Promise<void> {
  await db.transaction().execute(async (trx) => {
    await trx.updateTable("accounts").set({ alerts: on ? 1 : 0 }).where("id", "=", account.id).execute();
    const addresses = [account.email, account.phone].filter((address): address is string => address !== null);
    if (on && addresses.length > 0) await trx.deleteFrom("unsubscribes").where("site_slug", "=", account.site_slug).where("destination", "in", addresses).execute();
  });
}
