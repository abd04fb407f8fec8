import { afterAll, beforeAll, describe, expect, it } from "vitest";
import { forEachBackend, type Backend } from "../../tests/kit/backends.ts";
import { accountBrowser } from "../../tests/kit/accounts/account-browser.ts";
import { testSearchService } from "../../tests/kit/search-ui/test-service.ts";
import { testCar } from "../../tests/kit/vehicle/test-car.ts";
import type { SearchService } from "../search/service/search-service.ts";
import type { Services, Site, StockRepository } from "../types/index.ts";
import { createNotifier } from "../notify/notifier.ts";
import { SAVED_SEARCHES_PER_ACCOUNT, accountSavedSearches } from "./saved-search-store.ts";
import { shopperSavedSearches } from "./saved-searches-page.ts";

const SECRET = "accounts-test-secret-of-32-bytes!!";
const ORIGIN = "https://harbourmotors.com.au";
let service: SearchService;
let stock: StockRepository;
let site: Site;

beforeAll(async () => {
  const search = await testSearchService(20);
  ({ service, stock } = search);
  site = { ...search.site, slug: "harbour-motors", accounts: { watchlist: true, server: { sms_webhook: null, email_from: "" } } } as Site;
});
afterAll(() => service.close());

async function setUp(backend: Backend) {
  const { db } = await backend.open();
  const services = { db, stock, search: service, notifier: createNotifier(db, { smtp: false }) } as unknown as Services;
  // Sessions are read on the real clock (as the server reads them); the stock's cars were all listed before it.
  const clock = { now: new Date() };
  const browser = () => accountBrowser({ db, services, clock, site, secret: SECRET, origin: ORIGIN });
  const signedIn = async (destination: string) => {
    const shopper = browser();
    await shopper.post("/api/sign-in/code", { destination });
    await shopper.post("/api/sign-in/verify", { code: await shopper.lastCode() });
    return { shopper, user: (await shopper.user())! };
  };
  return { db, services, clock, browser, signedIn };
}

describe("saved searches", () => {
  forEachBackend((backend) => {
    it("saves a results page's URL for the shopper, lists it in the garage with its new cars, and marks it seen when opened", async () => {
      const { db, services, clock, signedIn } = await setUp(backend);
      const { shopper, user } = await signedIn("ada@example.com");
      const saved = await shopper.post("/api/saved-searches", { url: "/search/used-cars?query=corolla" });
      expect(saved.status).toBe(303);
      expect(saved.headers.get("location")).toBe("/my-garage?search=saved");
      // Saving it again keeps one.
      await shopper.post("/api/saved-searches", { url: "/search/used-cars?query=corolla" });
      const [search] = await accountSavedSearches(db, user.id);
      expect(search).toMatchObject({ name: 'Used Cars: "corolla"', url: "/search/used-cars?query=corolla" });

      const listed = new Date(clock.now.getTime() + 60_000).toISOString();
      // The stock and its search are shared by both backends' runs: the car listed here is taken away after.
      const car = testCar({ id: 99100001, slug: "listed-after-saving", path: "/cars/listed-after-saving", created_at: listed, dealership_id: 101 });
      await stock.upsert([car]);
      try {
        const garage = { services, site, user };
        expect(await shopperSavedSearches(garage)).toEqual([{ id: search!.id, name: 'Used Cars: "corolla"', url: "/search/used-cars?query=corolla", newMatches: 1 }]);
        clock.now = new Date(clock.now.getTime() + 120_000);
        const opened = await shopper.get(`/api/saved-searches/open?id=${search!.id}`);
        expect(opened.headers.get("location")).toBe("/search/used-cars?query=corolla");
        expect((await shopperSavedSearches(garage))[0]!.newMatches).toBe(0);
      } finally {
        await stock.remove([car.id]);
      }
    });

    it("saves only this site's search pages, sends a signed-out shopper to sign in, bounds each account, and keeps accounts apart", async () => {
      const { db, browser, signedIn } = await setUp(backend);
      const signedOut = await browser().post("/api/saved-searches", { url: "/search/used-cars" });
      expect(signedOut.headers.get("location")).toBe("/sign-in?type=my-garage&redirect=%2Fsearch%2Fused-cars");

      const { shopper, user } = await signedIn("ada@example.com");
      for (const url of ["https://evil.example/search", "//evil.example/search", "/my-account", "/searchx", "/search/" + "x".repeat(1000), ""]) {
        expect((await shopper.post("/api/saved-searches", { url })).status).toBe(400);
      }
      for (let i = 0; i < SAVED_SEARCHES_PER_ACCOUNT; i += 1) await shopper.post("/api/saved-searches", { url: `/search/used-cars?page=${i + 1}` });
      expect((await shopper.post("/api/saved-searches", { url: "/search/new-cars" })).status).toBe(409);

      const [first] = await accountSavedSearches(db, user.id);
      const { shopper: other } = await signedIn("bob@example.com");
      expect((await other.get(`/api/saved-searches/open?id=${first!.id}`)).headers.get("location")).toBe("/my-garage");
      await other.post("/api/saved-searches/remove", { id: first!.id });
      expect(await accountSavedSearches(db, user.id)).toHaveLength(SAVED_SEARCHES_PER_ACCOUNT);
      await shopper.post("/api/saved-searches/remove", { id: first!.id });
      expect(await accountSavedSearches(db, user.id)).toHaveLength(SAVED_SEARCHES_PER_ACCOUNT - 1);
      await shopper.post("/api/account/delete", { confirm: "1" });
      expect(await db.selectFrom("saved_searches").selectAll().execute()).toEqual([]);
    });
  });
});
