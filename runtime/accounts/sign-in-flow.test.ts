import { describe, expect, it } from "vitest";
import { forEachBackend } from "../../tests/kit/backends.ts";
import { testSite } from "../../tests/kit/leads/lead-fixtures.ts";
import { memoryStock } from "../../tests/kit/stock-fixtures.ts";
import { testCar } from "../../tests/kit/vehicle/test-car.ts";
import { accountBrowser } from "../../tests/kit/accounts/account-browser.ts";
import type { Services, Site } from "../types/index.ts";
import type { Database } from "../types/services.ts";
import { createNotifier } from "../notify/notifier.ts";
import { readOutbox } from "../notify/read-outbox.ts";
import { CHALLENGE_COOKIE, SESSION_COOKIE } from "./session-cookie.ts";
import { CODE_LIFETIME_MS } from "./one-time-code.ts";
import { savedCars } from "./saved-cars.ts";
import { forgetOldCodes, issueCode } from "./code-store.ts";
import { createSession, forgetExpiredSessions, SESSION_LIFETIME_MS } from "./session-store.ts";
import { accountForSignIn } from "./account-store.ts";

const SECRET = "accounts-test-secret-of-32-bytes!!";
const site: Site = { ...testSite(), accounts: { watchlist: true, server: { sms_webhook: null, email_from: "" } } };
const ORIGIN = "https://harbourmotors.com.au";

const browser = (db: Database, services: Services, clock: { now: Date }, ip?: string) => accountBrowser({ db, services, clock, site, secret: SECRET, origin: ORIGIN, ip });

async function setUp(backend: Parameters<Parameters<typeof forEachBackend>[0]>[0]) {
  const { db } = await backend.open();
  const stock = memoryStock([]);
  const services = { db, stock, notifier: createNotifier(db, { smtp: false }) } as unknown as Services;
  const clock = { now: new Date("2026-11-28T01:00:00Z") };
  return { db, services, clock };
}

describe("sign-in with a one-time code", () => {
  forEachBackend((backend) => {
    it("sends a code, signs in with it to a new session, and lands on a same-site redirect", async () => {
      const { db, services, clock } = await setUp(backend);
      const shopper = browser(db, services, clock);
      const asked = await shopper.post("/api/sign-in/code", { destination: "0412 345 678", type: "my-garage", redirect: "/my-garage" });
      expect(asked.status).toBe(303);
      expect(asked.headers.get("location")).toBe("/sign-in?type=my-garage&redirect=%2Fmy-garage&step=code");
      expect(shopper.jar.has(CHALLENGE_COOKIE)).toBe(true);
      const stored = await db.selectFrom("sign_in_codes").selectAll().executeTakeFirstOrThrow();
      expect(stored.code_hash).not.toContain(await shopper.lastCode());

      const done = await shopper.post("/api/sign-in/verify", { code: await shopper.lastCode(), redirect: "/my-garage" });
      expect(done.status).toBe(303);
      expect(done.headers.get("location")).toBe("/my-garage");
      const cookie = done.headers.getSetCookie().find((c) => c.startsWith(`${SESSION_COOKIE}=`))!;
      expect(cookie).toMatch(/HttpOnly/);
      expect(cookie).toMatch(/SameSite=Lax/);
      expect(cookie).toMatch(/Secure/);
      expect(await shopper.user()).toMatchObject({ phone: "0412345678" });
      expect(shopper.jar.has(CHALLENGE_COOKIE)).toBe(false);
      // Only the hash of the session id is stored.
      const session = await db.selectFrom("sessions").selectAll().executeTakeFirstOrThrow();
      expect(decodeURIComponent(shopper.jar.get(SESSION_COOKIE)!)).not.toContain(session.id_hash);
    });

    it("ignores a redirect off the site", async () => {
      const { db, services, clock } = await setUp(backend);
      const shopper = browser(db, services, clock);
      for (const redirect of ["https://evil.example/", "//evil.example/x", "/\\evil.example"]) {
        await shopper.post("/api/sign-in/code", { destination: "ada@example.com", redirect });
        const done = await shopper.post("/api/sign-in/verify", { code: await shopper.lastCode(), redirect });
        expect(done.headers.get("location")).toBe("/");
      }
    });

    it("refuses a wrong code (five tries in all), an expired code and a used one", async () => {
      const { db, services, clock } = await setUp(backend);
      const shopper = browser(db, services, clock);
      await shopper.post("/api/sign-in/code", { destination: "ada@example.com" });
      const code = await shopper.lastCode();
      const wrong = code === "000000" ? "111111" : "000000";
      for (let i = 0; i < 5; i += 1) {
        const refused = await shopper.post("/api/sign-in/verify", { code: wrong });
        expect(refused.headers.get("location")).toContain("error=wrong");
      }
      expect((await shopper.post("/api/sign-in/verify", { code })).headers.get("location")).toContain("error=no-tries");
      expect(await shopper.user()).toBeNull();

      await shopper.post("/api/sign-in/code", { destination: "ada@example.com" });
      clock.now = new Date(clock.now.getTime() + CODE_LIFETIME_MS);
      expect((await shopper.post("/api/sign-in/verify", { code: await shopper.lastCode() })).headers.get("location")).toContain("error=expired");
      expect(await shopper.user()).toBeNull();

      await shopper.post("/api/sign-in/code", { destination: "ada@example.com" });
      const fresh = await shopper.lastCode();
      const cookies = new Map(shopper.jar);
      expect((await shopper.post("/api/sign-in/verify", { code: fresh })).headers.get("location")).toBe("/my-account");
      // Replaying the same post (its challenge cookie included) signs nobody in again.
      const replay = browser(db, services, clock);
      for (const [name, value] of cookies) replay.jar.set(name, value);
      expect((await replay.post("/api/sign-in/verify", { code: fresh })).headers.get("location")).toContain("error=used");
      expect(await replay.user()).toBeNull();
    });

    it("rotates the session at sign-in, and signs out everywhere", async () => {
      const { db, services, clock } = await setUp(backend);
      const phone = browser(db, services, clock);
      const laptop = browser(db, services, clock);
      for (const device of [phone, laptop]) {
        await device.post("/api/sign-in/code", { destination: "ada@example.com" });
        await device.post("/api/sign-in/verify", { code: await device.lastCode() });
      }
      const before = phone.jar.get(SESSION_COOKIE);
      await phone.post("/api/sign-in/code", { destination: "ada@example.com" });
      await phone.post("/api/sign-in/verify", { code: await phone.lastCode() });
      expect(phone.jar.get(SESSION_COOKIE)).not.toBe(before);
      const stale = browser(db, services, clock);
      stale.jar.set(SESSION_COOKIE, before!);
      expect(await stale.user()).toBeNull();
      expect(await db.selectFrom("sessions").select("id_hash").execute()).toHaveLength(2);

      expect(await laptop.user()).not.toBeNull();
      await phone.post("/api/sign-out", { everywhere: "1" });
      expect(await phone.user()).toBeNull();
      expect(await laptop.user()).toBeNull();
    });

    it("limits codes per destination and per address with 429", async () => {
      const { db, services, clock } = await setUp(backend);
      const flood = browser(db, services, clock);
      const statuses: number[] = [];
      for (let i = 0; i < 7; i += 1) statuses.push((await flood.post("/api/sign-in/code", { destination: "0412345678" })).status);
      expect(statuses).toEqual([303, 303, 303, 303, 303, 429, 429]);
      expect(await readOutbox(db, site.slug, 100)).toHaveLength(5);
      // Other destinations from the same address: its own limit (20 a quarter hour, the 7 above included).
      const spread: number[] = [];
      for (let i = 0; i < 14; i += 1) spread.push((await flood.post("/api/sign-in/code", { destination: `04123400${String(i).padStart(2, "0")}` })).status);
      expect(spread.slice(0, 13).every((status) => status === 303)).toBe(true);
      expect(spread[13]).toBe(429);
    });

    it("merges the browser's favourites into the account and completes a watchlist save at sign-in", async () => {
      const { db, clock } = await setUp(backend);
      const car = testCar({ id: 4242, dealership_id: site.dealerships[0]!.id });
      const services = { db, stock: memoryStock([car]), notifier: createNotifier(db, { smtp: false }) } as unknown as Services;
      const shopper = browser(db, services, clock);
      await shopper.post("/api/sign-in/code", { destination: "0412345678", type: "watchlist", save: "4242", redirect: "/cars/x" });
      const favourites = JSON.stringify([{ id: 4242, name: "<script>", slug: "x" }, { id: 999999, name: "not ours", slug: "y" }]);
      const done = await shopper.post("/api/sign-in/verify", { code: await shopper.lastCode(), type: "watchlist", save: "4242", redirect: "/cars/x", favourites });
      expect(done.headers.get("location")).toBe("/cars/x");
      const user = (await shopper.user())!;
      expect((await savedCars(db, "watchlist", user.id)).map((entry) => entry.id)).toEqual([4242]);
      expect(await savedCars(db, "account_favourites", user.id)).toEqual([expect.objectContaining({ id: 4242, name: expect.not.stringContaining("<script>") })]);
    });

    it("asks for a mobile number when signing in to use the watchlist", async () => {
      const { db, services, clock } = await setUp(backend);
      const shopper = browser(db, services, clock);
      const refused = await shopper.post("/api/sign-in/code", { destination: "ada@example.com", type: "watchlist" });
      expect(refused.headers.get("location")).toContain("error=mobile");
      expect(await readOutbox(db, site.slug, 10)).toHaveLength(0);
    });
  });
});

describe("account housekeeping", () => {
  forEachBackend((backend) => {
    it("forgets codes a day past expiry and expired sessions, and keeps the rest", async () => {
      const { db } = await backend.open();
      const now = new Date("2026-11-28T01:00:00Z");
      const old = new Date(now.getTime() - 2 * 24 * 3600_000);
      await issueCode(db, site.slug, "ada@example.com", null, old);
      await issueCode(db, site.slug, "ada@example.com", null, now);
      const account = await accountForSignIn(db, site.slug, { kind: "email", value: "ada@example.com" }, null, now);
      await createSession(db, account.id, site.slug, new Date(now.getTime() - SESSION_LIFETIME_MS - 1));
      await createSession(db, account.id, site.slug, now);
      await forgetOldCodes(db, now);
      await forgetExpiredSessions(db, now);
      expect(await db.selectFrom("sign_in_codes").select("id").execute()).toHaveLength(1);
      expect(await db.selectFrom("sessions").select("id_hash").execute()).toHaveLength(1);
    });
  });
});
