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

export const CONSOLE_SECRET = "console-test-secret-of-32-bytes!!!";
export const NOW = new Date("2026-12-05T00:00:00.000Z");
export const harbour: Site = testSite({}, { address: { state: "QLD" } } as Partial<Site>);
export const otherSite: Site = { ...harbour, slug: "other-motors", name: "Other Motors", domains: ["othermotors.com.au"] };
export const CAR = testCar({ id: 7, dealership_id: 101, name: "2024 Toyota HiLux SR5", stocknum: "HM123" });

/** Services over a test database: stock of one car, messages kept in the outbox. */
export function consoleServices(db: Database): Services {
  return { db, stock: memoryStock([CAR]), notifier: createNotifier(db, { smtp: false }) } as unknown as Services;
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
export function consoleClient(services: Services, site: Site, clock = { now: NOW }) {
  const limiter = createRateLimiter();
  const table = createApiTable(consoleRoutes(accountDeps(CONSOLE_SECRET, 0, { limiter: () => limiter, now: () => clock.now, perIpLimit: 20 })));
  const origin = `https://${site.domains[0]}`;
  return async (method: "GET" | "POST", path: string, options: { cookie?: string; form?: Record<string, string>; origin?: string } = {}) => {
    const url = new URL(path, origin);
    const { found } = table.match(method, url.pathname);
    if (!found) throw new Error(`no console route ${method} ${url.pathname}`);
    const headers: Record<string, string> = { cookie: options.cookie ?? "" };
    if (method === "POST") Object.assign(headers, { origin: options.origin ?? origin, "content-type": "application/x-www-form-urlencoded" });
    const request = new Request(url, { method, headers, body: options.form ? new URLSearchParams(options.form).toString() : method === "POST" ? "" : null });
    const ctx: ApiContext = { site, params: found.params, url, user: null, services, ip: "203.0.113.7" };
    return found.route.handler(request, ctx);
  };
}
