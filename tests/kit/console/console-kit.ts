import { tmpdir } from "node:os";
import { join } from "node:path";
import { sign } from "@fastify/cookie";
import type { ApiContext, Services, Site } from "../../../runtime/types/index.ts";
import type { Database } from "../../../runtime/types/services.ts";
import type { StaffRole } from "../../../runtime/rules/console/staff-role.ts";
import { createNotifier } from "../../../runtime/notify/notifier.ts";
import { createRateLimiter } from "../../../runtime/http/rate-limiter.ts";
import { accountDeps } from "../../../runtime/accounts/routes.ts";
import { storeLead } from "../../../runtime/leads/lead-store.ts";
import { createApiTable } from "../../../runtime/server/api-table.ts";
import { consoleRoutes } from "../../../runtime/console/console-routes.ts";
import { STAFF_COOKIE } from "../../../runtime/console/console-cookie.ts";
import { startStaffSession } from "../../../runtime/console/staff-sessions.ts";
import { addStaff } from "../../../runtime/console/staff-store.ts";
import { testSite } from "../leads/lead-fixtures.ts";
import { memoryStock } from "../stock-fixtures.ts";
import { testCar } from "../vehicle/test-car.ts";
import { defaultFeed } from "../stock-feed-fixtures.ts";
import { createStockRepository } from "../../../runtime/stock/stock-repository.ts";
import { paymentProviders } from "../../../runtime/payments/payment-providers.ts";
import { diskPhotoStore } from "../../../runtime/stock/photos/disk-photo-store.ts";
import type { PhotoStore } from "../../../runtime/stock/photos/photo-store.ts";

export const CONSOLE_SECRET = "console-test-secret-of-32-bytes!!!";
export const NOW = new Date("2026-12-05T00:00:00.000Z");
export const harbour: Site = testSite({}, { address: { state: "QLD" }, stock: { feeds: [defaultFeed({ format: "json" })] } } as unknown as Partial<Site>);
export const otherSite: Site = { ...harbour, slug: "other-motors", name: "Other Motors", domains: ["othermotors.com.au"] };
export const CAR = testCar({ id: 7, dealership_id: 101, name: "2024 Toyota HiLux SR5", stocknum: "HM123" });

/** Services over a test database: stock of one car, messages kept in the outbox. */
export function consoleServices(db: Database): Services {
  return { db, stock: memoryStock([CAR]), notifier: createNotifier(db, { smtp: false }) } as unknown as Services;
}

/** Services over a test database with the real stock repository (car 7 in stock) and the test payment provider. */
export async function stockServices(db: Database): Promise<Services> {
  const stock = createStockRepository(db);
  await stock.upsert([CAR]);
  return { db, stock, notifier: createNotifier(db, { smtp: false }), payments: paymentProviders({ testWebhookSecret: "console-test-webhooks" }) } as unknown as Services;
}

/** Stores a complete lead on a site, as the lead API would. */
export async function sendLead(db: Database, siteSlug: string, userData: Record<string, unknown>, at: Date, channels: string[] = []): Promise<string> {
  const result = await storeLead(db, { siteSlug, userData, isLastStep: true, spam: false, idempotency: null, secret: null, channels, now: at, checkComplete: () => [] });
  return (result as { leadId: string }).leadId;
}

/** A member of staff of a site, signed in: the cookie their browser would send. */
export async function signedInStaff(db: Database, siteSlug: string, email: string, role: StaffRole) {
  const staff = await addStaff(db, { siteSlug, email, role, actor: "test" }, NOW);
  const token = await startStaffSession(db, staff, NOW);
  return { staff, cookie: `${STAFF_COOKIE}=${sign(token, CONSOLE_SECRET)}` };
}

/** Calls the console routes as the server would, on `site`'s host. */
export function consoleClient(services: Services, site: Site, clock = { now: NOW }, photos: PhotoStore = diskPhotoStore(join(tmpdir(), "console-kit-photos"))) {
  const limiter = createRateLimiter();
  const table = createApiTable(consoleRoutes(accountDeps(CONSOLE_SECRET, 0, { limiter: () => limiter, now: () => clock.now, perIpLimit: 20 }), photos));
  const origin = `https://${site.domains[0]}`;
  return async (method: "GET" | "POST", path: string, options: { cookie?: string; form?: Record<string, string>; files?: FormData; origin?: string } = {}) => {
    const url = new URL(path, origin);
    const { found } = table.match(method, url.pathname);
    if (!found) throw new Error(`no console route ${method} ${url.pathname}`);
    const headers: Record<string, string> = { cookie: options.cookie ?? "" };
    if (method === "POST") Object.assign(headers, { origin: options.origin ?? origin, ...(!options.files && { "content-type": "application/x-www-form-urlencoded" }) });
    const body = options.files ?? (options.form ? new URLSearchParams(options.form).toString() : method === "POST" ? "" : null);
    const request = new Request(url, { method, headers, body });
    const ctx: ApiContext = { site, params: found.params, url, user: null, services, ip: "203.0.113.7" };
    // An upload route's `authorize` runs first, before its body is read, as the server runs it.
    const refused = found.route.authorize && (await found.route.authorize(request, ctx));
    return refused || found.route.handler(request, ctx);
  };
}
