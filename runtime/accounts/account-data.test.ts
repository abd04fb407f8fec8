import { describe, expect, it } from "vitest";
import { forEachBackend } from "../../tests/kit/backends.ts";
import { testSite } from "../../tests/kit/leads/lead-fixtures.ts";
import { memoryStock } from "../../tests/kit/stock-fixtures.ts";
import { accountBrowser } from "../../tests/kit/accounts/account-browser.ts";
import type { Services, Site } from "../types/index.ts";
import { createNotifier } from "../notify/notifier.ts";
import { storeLead } from "../leads/lead-store.ts";
import { platformLead } from "../leads/platform-lead.ts";

const SECRET = "accounts-test-secret-of-32-bytes!!";
const site: Site = { ...testSite(), accounts: { watchlist: true, server: { sms_webhook: null, email_from: "" } } };

// Issue 20 §1: the account page lets the shopper download their data as JSON, and delete the account and its items.
describe("the shopper's data download", () => {
  forEachBackend((backend) => {
    it("holds the account, its enquiries and its spins, and nothing of them after the account is deleted", async () => {
      const { db } = await backend.open();
      const services = { db, stock: memoryStock([]), notifier: createNotifier(db, { smtp: false }) } as unknown as Services;
      const clock = { now: new Date("2026-12-05T01:00:00Z") };
      const shopper = accountBrowser({ db, services, clock, site, secret: SECRET, origin: "https://harbourmotors.com.au" });
      await shopper.post("/api/sign-in/code", { destination: "shopper@example.com", type: "my-garage", redirect: "/my-garage" });
      await shopper.post("/api/sign-in/verify", { code: await shopper.lastCode(), redirect: "/my-garage" });
      const { id } = (await shopper.user())!;
      await storeLead(db, platformLead(site, { email: "shopper@example.com", category: "Test Drive", source: "Website", message: "Saturday?" }, clock.now, id));
      await db.insertInto("promotion_spins").values({ id: "spin-1", site_slug: site.slug, promotion_id: "summer", account_id: id, prize: "Free tint", prize_unit: null, email: "shopper@example.com", phone: null, lead_id: "lead-x", created_at: clock.now.toISOString() }).execute();

      const response = await shopper.get("/api/account/data");
      expect(response.status).toBe(200);
      expect(response.headers.get("content-disposition")).toContain("attachment");
      const data = (await response.json()) as Record<string, unknown>;
      expect(data.account).toMatchObject({ id, email: "shopper@example.com" });
      expect(data.enquiries).toEqual([expect.objectContaining({ category: "Test Drive" })]);
      expect(data.spins).toEqual([expect.objectContaining({ promotion_id: "summer", prize: "Free tint" })]);

      expect((await shopper.post("/api/account/delete", { confirm: "1" })).status).toBe(303);
      expect(await shopper.user()).toBeNull();
      expect(await db.selectFrom("accounts").selectAll().where("id", "=", id).execute()).toEqual([]);
      expect(await db.selectFrom("leads").select("account_id").where("account_id", "=", id).execute()).toEqual([]);
    });
  });
});
