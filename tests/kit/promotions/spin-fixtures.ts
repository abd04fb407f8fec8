import { onTestFinished } from "vitest";
import type { Promotion, Site } from "../../../runtime/types/index.ts";
import type { Database } from "../../../runtime/types/services.ts";
import { openDatabase } from "../../../runtime/storage/open-database.ts";
import { accountForSignIn, type Account } from "../../../runtime/accounts/account-store.ts";
import { readDestination } from "../../../runtime/accounts/destination.ts";
import type { Backend } from "../backends.ts";
import { testSite } from "../leads/lead-fixtures.ts";

/** A running promotion: one cap (weight 1, one in stock), then car washes without a limit. */
export const capOrWash: Promotion = {
  id: "summer-spin",
  title: "Summer Spin",
  start: "2026-12-01T00:00:00+10:00",
  end: "2027-01-01T00:00:00+10:00",
  prizes: [
    { label: "Cap", weight: 1, stock: 1 },
    { label: "Car wash", weight: 1, stock: null },
  ],
  terms: ["One spin per account."],
};

export const RUNNING = new Date("2026-12-10T00:00:00Z");

export const spinSite = (promotions: Promotion[] = [capOrWash]): Site => ({ ...testSite(), address: { state: "QLD" }, promotions }) as unknown as Site;

/** A fresh database opened `servers` times (several servers on one database); closed after the test. */
export async function spinDatabases(backend: Backend, servers = 1): Promise<Database[]> {
  const options = await backend.freshOptions();
  const opened: Awaited<ReturnType<typeof openDatabase>>[] = [];
  for (let i = 0; i < servers; i += 1) opened.push(await openDatabase(options));
  onTestFinished(async () => {
    await Promise.all(opened.map((database) => database.close()));
  });
  return opened.map((database) => database.db);
}

export function shopper(db: Database, site: Site, email: string): Promise<Account> {
  return accountForSignIn(db, site.slug, readDestination(email)!, null, RUNNING);
}
