import { afterAll, beforeAll, describe, expect, it, vi } from "vitest";
import { forEachBackend, type Backend } from "../../../tests/kit/backends.ts";
import { accountBrowser } from "../../../tests/kit/accounts/account-browser.ts";
import { testSearchService } from "../../../tests/kit/search-ui/test-service.ts";
import { testCar } from "../../../tests/kit/vehicle/test-car.ts";
import type { SearchService } from "../../search/service/search-service.ts";
import type { Car, Services, Site, StockRepository } from "../../types/index.ts";
import { createNotifier } from "../../notify/notifier.ts";
import { accountForSignIn, setDestination } from "../account-store.ts";
import { saveCar } from "../saved-cars.ts";
import { carEntry, carState } from "../car-entry.ts";
import { saveSearch } from "../saved-search-store.ts";
import { setAlerts } from "./alert-choice.ts";
import { sweepAlerts } from "./alert-sweep.ts";
import { startAlertSweep } from "./start-alert-sweep.ts";
import { tokenDestination, unsubscribeToken } from "./unsubscribe-token.ts";

const SECRET = "alerts-test-secret-of-32-bytes!!!!";
const ORIGIN = "https://harbourmotors.com.au";
const DAY_MS = 24 * 3600_000;
let service: SearchService;
let stock: StockRepository;
let site: Site;
// The stock and its search are shared by both backends' runs: each test lists cars of its own.
let nextCarId = 99200001;
let nextPhone = 412000001;

beforeAll(async () => {
  const search = await testSearchService(20);
  ({ service, stock } = search);
  site = {
    ...search.site,
    slug: "harbour-motors",
    name: "Harbour Motors",
    domains: ["harbourmotors.com.au"],
    address: { state: "NSW" },
    texts: { no_price: "Enquire for price." },
    accounts: { watchlist: true, server: { sms_webhook: null, email_from: "" } },
  } as unknown as Site;
});
afterAll(() => service.close());

async function setUp(backend: Backend) {
  const { db } = await backend.open();
  const services = { db, stock, search: service, notifier: createNotifier(db, { smtp: false }) } as unknown as Services;
  const deps = { services, sites: [site], secret: SECRET, localPort: 3000 };
  // Sweeps run on a clock the test moves; cars are listed relative to it.
  const clock = { now: new Date() };
  const sweep = () => sweepAlerts(deps, clock.now);
  const outbox = () => db.selectFrom("outbox").selectAll().orderBy("created_at").execute();
  const shopper = async (email: string) => {
    const account = await accountForSignIn(db, site.slug, { kind: "phone", value: `0${nextPhone++}` }, null, clock.now);
    return setDestination(db, account, { kind: "email", value: email }, clock.now);
  };
  const listCar = async (overrides: Partial<Car> = {}) => {
    const id = nextCarId++;
    const car = testCar({ id, slug: `watched-${id}`, path: `/cars/watched-${id}`, dealership_id: 101, price: 30_000, offer_price: null, before_price: null, created_at: clock.now.toISOString(), ...overrides });
    await stock.upsert([car]);
    return car;
  };
  const watch = async (accountId: string, car: Car) => saveCar(db, "watchlist", accountId, carEntry(car), clock.now, carState(car, site));
  const nextDay = () => (clock.now = new Date(clock.now.getTime() + DAY_MS));
  return { db, services, deps, clock, sweep, outbox, shopper, listCar, watch, nextDay };
}

/** Ada's one-click unsubscribe link, signed for a site with a secret. */
const unsubscribeLink = (siteSlug: string, secret = SECRET) => `/api/unsubscribe?token=${encodeURIComponent(unsubscribeToken(siteSlug, "ada@example.com", secret))}`;

describe("the alerts sweep (issue 20 §4)", () => {
  forEachBackend((backend) => {
    it("tells a shopper of a watched car's price drop once that day, with an unsubscribe link, and of the next drop the next day", async () => {
      const { sweep, outbox, shopper, listCar, watch, nextDay } = await setUp(backend);
      const ada = await shopper("ada@example.com");
      const car = await listCar();
      await watch(ada.id, car);
      expect(await sweep()).toBe(0);

      await stock.upsert([{ ...car, price: 27_990 }]);
      expect(await sweep()).toBe(1);
      const [digest] = await outbox();
      expect(digest).toMatchObject({ destination: "ada@example.com", subject: "Harbour Motors: updates on cars you're following" });
      expect(digest!.body).toContain(`price dropped from $30,000 to $27,990. ${ORIGIN}/cars/${car.slug}`);
      const token = encodeURIComponent(unsubscribeToken(site.slug, "ada@example.com", SECRET));
      expect(digest!.body).toContain(`Stop these alerts: ${ORIGIN}/pages/unsubscribe?token=${token}`);
      expect(digest!.unsubscribe_url).toBe(`${ORIGIN}/api/unsubscribe?token=${token}`);
      // The link's token survives the query string (its base64 signature may hold "+" and "/").
      expect(tokenDestination(new URL(digest!.unsubscribe_url!).searchParams.get("token")!, site.slug, SECRET)).toBe("ada@example.com");

      // A further drop the same day waits for tomorrow's digest, which tells it from the price last told.
      await stock.upsert([{ ...car, price: 25_000 }]);
      expect(await sweep()).toBe(0);
      nextDay();
      expect(await sweep()).toBe(1);
      expect((await outbox())[1]!.body).toContain("price dropped from $27,990 to $25,000");
      nextDay();
      expect(await sweep()).toBe(0);
      await stock.remove([car.id]);
    });

    it("tells of a watched car's sale once, and of a saved search's new matches since the shopper last looked", async () => {
      const { db, clock, sweep, outbox, shopper, listCar, watch, nextDay } = await setUp(backend);
      const ada = await shopper("ada@example.com");
      const car = await listCar();
      await watch(ada.id, car);
      await saveSearch(db, ada.id, "Used Cars", "/search/used-cars", clock.now);
      clock.now = new Date(clock.now.getTime() + 60_000);
      const listed = await listCar();
      await stock.upsert([{ ...car, sold: true }]);
      clock.now = new Date(clock.now.getTime() + 60_000);

      expect(await sweep()).toBe(1);
      const body = (await outbox())[0]!.body;
      expect(body).toContain(`- ${carEntry(car).name} has sold. ${ORIGIN}/cars/${car.slug}`);
      expect(body).toContain(`- Used Cars: 1 new match. ${ORIGIN}/search/used-cars`);
      nextDay();
      expect(await sweep()).toBe(0);
      await stock.remove([car.id, listed.id]);
    });

    it("runs in the server on the clock it is given, and sweeps as soon as a watched car changes", async () => {
      const { db, deps, clock, outbox, shopper, listCar, watch } = await setUp(backend);
      const ada = await shopper("ada@example.com");
      const car = await listCar();
      await watch(ada.id, car);
      const stop = startAlertSweep(deps, () => clock.now);
      try {
        await stock.upsert([{ ...car, price: 26_000 }]);
        await vi.waitFor(async () => expect(await outbox()).toHaveLength(1));
        expect(await db.selectFrom("alert_digests").select("created_at").execute()).toEqual([{ created_at: clock.now.toISOString() }]);
      } finally {
        await stop();
        await stock.remove([car.id]);
      }
    });

    it("sends one digest when two servers sweep at once", async () => {
      const { sweep, outbox, shopper, listCar, watch } = await setUp(backend);
      const ada = await shopper("ada@example.com");
      const car = await listCar();
      await watch(ada.id, car);
      await stock.upsert([{ ...car, price: 20_000 }]);
      const counts = await Promise.all([sweep(), sweep(), sweep()]);
      expect(counts.reduce((sum, count) => sum + count, 0)).toBe(1);
      expect(await outbox()).toHaveLength(1);
      await stock.remove([car.id]);
    });

    it("sends nothing to an address unsubscribed by its link (one click, no sign-in) or on /pages/unsubscribe, nor with alerts off", async () => {
      const { db, services, clock, sweep, outbox, shopper, listCar, watch, nextDay } = await setUp(backend);
      const browser = accountBrowser({ db, services, clock, site, secret: SECRET, origin: ORIGIN });
      const ada = await shopper("ada@example.com");
      const bob = await shopper("bob@example.com");
      const car = await listCar();
      await watch(ada.id, car);
      await watch(bob.id, car);
      await stock.upsert([{ ...car, price: 29_000 }]);

      expect((await browser.post(unsubscribeLink(site.slug, "another-secret-of-32-bytes!!!!!!!"))).status).toBe(400);
      expect((await browser.post(unsubscribeLink("another-site"))).status).toBe(400);
      // Opening the link (a GET) only shows the confirm page.
      const opened = await browser.get(unsubscribeLink(site.slug));
      expect(opened.headers.get("location")).toMatch(/^\/pages\/unsubscribe\?token=/);
      const oneClick = await browser.post(unsubscribeLink(site.slug), { "List-Unsubscribe": "One-Click" });
      expect(oneClick.status).toBe(200);
      const typed = await browser.post("/api/unsubscribe", { address: " Bob@Example.com " });
      expect(typed.headers.get("location")).toBe("/pages/unsubscribe?done=1");
      expect((await browser.post("/api/unsubscribe", { address: "not an address" })).headers.get("location")).toBe("/pages/unsubscribe?problem=address");
      expect(await sweep()).toBe(0);
      expect(await outbox()).toEqual([]);
      const accounts = await db.selectFrom("accounts").select(["email", "alerts"]).orderBy("email").execute();
      expect(accounts).toEqual([{ email: "ada@example.com", alerts: 0 }, { email: "bob@example.com", alerts: 0 }]);

      // Turning alerts back on (the account page) lets the next digest through.
      await setAlerts(db, ada, true);
      nextDay();
      expect(await sweep()).toBe(1);
      expect((await outbox()).map((message) => message.destination)).toEqual(["ada@example.com"]);
      await setAlerts(db, ada, false);
      await stock.upsert([{ ...car, price: 28_000 }]);
      nextDay();
      expect(await sweep()).toBe(0);
      await stock.remove([car.id]);
    });
  });
});
