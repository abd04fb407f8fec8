import { onTestFinished } from "vitest";
import type { Car, Services, Site } from "../../../runtime/types/index.ts";
import type { Database } from "../../../runtime/types/services.ts";
import { openDatabase } from "../../../runtime/storage/open-database.ts";
import { createStockRepository } from "../../../runtime/stock/stock-repository.ts";
import { createNotifier } from "../../../runtime/notify/notifier.ts";
import { paymentProviders } from "../../../runtime/payments/payment-providers.ts";
import type { StripeSettings } from "../../../runtime/payments/stripe-settings.ts";
import { accountForSignIn } from "../../../runtime/accounts/account-store.ts";
import { readDestination } from "../../../runtime/accounts/destination.ts";
import type { CheckoutDeps } from "../../../runtime/checkout/checkout-deps.ts";
import type { DepositAttempt } from "../../../runtime/checkout/pay-deposit.ts";
import type { Backend } from "../backends.ts";
import { testSite } from "../leads/lead-fixtures.ts";
import { testCar } from "../vehicle/test-car.ts";

export const WEBHOOK_SECRET = "test-payments-webhook-secret";

/** The test site with checkout on: the spec's $200 deposit and 48-hour hold, the embedded test provider. */
export const checkoutSite: Site = {
  ...testSite(),
  address: { street: "1 Wharf St", city: "Brisbane", state: "QLD", postcode: "4000" },
  phone: "07 3000 0000",
  vehicle_page: { checkout: true, checkout_path: "checkout", reserve_deposit: 200, reserve_hold_hours: 48, return_terms: null },
  payments: { provider: "test" },
} as unknown as Site;

export const reservableCar: Car = testCar({ dealership_id: 101 });

/**
 * One server's view of a database: its own stock repository (as a second server would have), a clock tests move,
 * and a Stripe account when `stripe` is given.
 */
export function checkoutDeps(db: Database, clock: { now: Date }, stripe: StripeSettings | null = null): CheckoutDeps & { services: Services } {
  const providers = paymentProviders({ testWebhookSecret: WEBHOOK_SECRET, stripe });
  const services = { db, stock: createStockRepository(db), notifier: createNotifier(db, { smtp: false }), payments: providers } as unknown as Services;
  return { services, providers, now: () => clock.now };
}

/** A fresh database with the car in stock, opened `servers` times (several servers on one database); closed after the test. */
export async function checkoutDatabase(backend: Backend, servers = 1) {
  const options = await backend.freshOptions();
  const opened: Awaited<ReturnType<typeof openDatabase>>[] = [];
  for (let i = 0; i < servers; i += 1) opened.push(await openDatabase(options));
  await createStockRepository(opened[0]!.db).upsert([reservableCar]);
  onTestFinished(async () => {
    await Promise.all(opened.map((database) => database.close()));
  });
  return { dbs: opened.map((database) => database.db) };
}

/** A shopper's attempt to reserve the car with a checkout form of its own key. */
export async function shopperAttempt(db: Database, email: string, key = crypto.randomUUID()): Promise<DepositAttempt> {
  const account = await accountForSignIn(db, checkoutSite.slug, readDestination(email)!, null, new Date());
  return { site: checkoutSite, car: reservableCar, accountId: account.id, idempotencyKey: key, shopper: { name: "Ada Lovelace", email, phone: null } };
}
