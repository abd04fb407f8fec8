import type { Services, Site } from "../../types/index.ts";
import type { Account } from "../account-store.ts";
import { stateTimeZone } from "../../rules/local-clock.ts";
import { alertDay, alertDigest } from "../../rules/alert-digest.ts";
import { canonicalOrigin } from "../../routing/canonical-origin.ts";
import { siteSearchReader } from "../../search-ui/saved-search-matches.ts";
import { accountChanges, type AccountChanges, type CountNewMatches } from "./account-changes.ts";
import { unsubscribeToken } from "./unsubscribe-token.ts";

export interface AlertSweepDeps {
  services: Pick<Services, "db" | "stock" | "search" | "notifier">;
  sites: readonly Site[];
  /** The session secret: unsubscribe links are signed with a key derived from it. */
  secret: string;
  /** The server's own port: links of a site without domains go to `{slug}.localhost` on it. */
  localPort: number;
}

const ACCOUNTS_PER_QUERY = 200;

/**
 * Sends each account with alerts on, not unsubscribed and not yet alerted today its digest of what changed. The
 * day is claimed in the database in the digest's own transaction, so several servers may sweep at once and the
 * shopper still gets one message a day; what the digest told is recorded in that transaction too.
 */
export async function sweepAlerts(deps: AlertSweepDeps, now: Date): Promise<number> {
  let sent = 0;
  for (const site of deps.sites) sent += await sweepSite(deps, site, now);
  return sent;
}

async function sweepSite(deps: AlertSweepDeps, site: Site, now: Date): Promise<number> {
  const day = alertDay(now, stateTimeZone(site.address.state));
  let reader: ReturnType<typeof siteSearchReader> | undefined;
  const countNewMatches: CountNewMatches = async (url, since) => (await (reader ??= siteSearchReader({ site, services: deps.services }, now)))(url).count(since);
  let sent = 0;
  let after = "";
  for (;;) {
    const accounts = await dueAccounts(deps, site.slug, day, after);
    for (const account of accounts) {
      const changes = await accountChanges(deps.services, site, account.id, countNewMatches);
      if ((changes.cars.length > 0 || changes.searches.length > 0) && (await sendDigest(deps, site, account, day, changes, now))) sent += 1;
    }
    if (accounts.length < ACCOUNTS_PER_QUERY) return sent;
    after = accounts.at(-1)!.id;
  }
}

/** The site's accounts that may get a digest today: alerts on, something followed, an address not unsubscribed. */
function dueAccounts(deps: AlertSweepDeps, siteSlug: string, day: string, after: string): Promise<Account[]> {
  return deps.services.db
    .selectFrom("accounts")
    .selectAll()
    .where("site_slug", "=", siteSlug)
    .where("alerts", "=", 1)
    .where("id", ">", after)
    .where((eb) =>
      eb.and([
        eb.or([eb("email", "is not", null), eb("phone", "is not", null)]),
        eb.or([
          eb.exists(eb.selectFrom("watchlist").select("car_id").whereRef("watchlist.account_id", "=", "accounts.id")),
          eb.exists(eb.selectFrom("saved_searches").select("id").whereRef("saved_searches.account_id", "=", "accounts.id")),
        ]),
        eb.not(eb.exists(eb.selectFrom("alert_digests").select("day").whereRef("alert_digests.account_id", "=", "accounts.id").where("alert_digests.day", "=", day))),
        eb.not(
          eb.exists(
            eb
              .selectFrom("unsubscribes")
              .select("destination")
              .where("unsubscribes.site_slug", "=", siteSlug)
              .whereRef("unsubscribes.destination", "=", eb.fn.coalesce("accounts.email", "accounts.phone")),
          ),
        ),
      ]),
    )
    .orderBy("id")
    .limit(ACCOUNTS_PER_QUERY)
    .execute();
}

/** Claims the account's day and, only if this sweep won it, queues the digest and records what it told. */
async function sendDigest(deps: AlertSweepDeps, site: Site, account: Account, day: string, changes: AccountChanges, now: Date): Promise<boolean> {
  const to = (account.email ?? account.phone)!;
  const origin = canonicalOrigin(site, `http://${site.slug}.localhost:${deps.localPort}`);
  // The signature is base64: its "+" and "/" must be escaped to survive a query string.
  const token = encodeURIComponent(unsubscribeToken(site.slug, to, deps.secret));
  const digest = alertDigest({
    siteName: site.name,
    shopperName: account.name,
    cars: changes.cars.map(({ entry, alert }) => ({ name: entry.name, url: `${origin}/cars/${entry.slug}`, alert })),
    searches: changes.searches.map(({ name, url, newMatches }) => ({ name, url: `${origin}${url}`, newMatches })),
    unsubscribeUrl: `${origin}/pages/unsubscribe?token=${token}`,
  });
  const at = now.toISOString();
  return deps.services.db.transaction().execute(async (trx) => {
    const claim = await trx
      .insertInto("alert_digests")
      .values({ account_id: account.id, day, created_at: at })
      .onConflict((oc) => oc.columns(["account_id", "day"]).doNothing())
      .executeTakeFirst();
    if (Number(claim.numInsertedOrUpdatedRows ?? 0) === 0) return false;
    for (const car of changes.cars) {
      await trx
        .updateTable("watchlist")
        .set({ known_price: car.now.price, known_sold: car.now.sold ? 1 : 0 })
        .where("account_id", "=", account.id)
        .where("car_id", "=", car.carId)
        .execute();
    }
    if (changes.searches.length > 0) {
      await trx.updateTable("saved_searches").set({ alerted_at: at }).where("id", "in", changes.searches.map((search) => search.id)).execute();
    }
    await deps.services.notifier.send(site, { to, subject: digest.subject, text: digest.text, unsubscribeUrl: `${origin}/api/unsubscribe?token=${token}` }, trx);
    return true;
  });
}
