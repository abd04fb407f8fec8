import { describe, expect, it } from "vitest";
import { forEachBackend } from "../../tests/kit/backends.ts";
import { checkoutDatabase, checkoutDeps, checkoutSite, reservableCar, shopperAttempt } from "../../tests/kit/checkout/checkout-fixtures.ts";
import type { Services, SignedInUser } from "../types/index.ts";
import type { Database } from "../types/services.ts";
import { TEST_CARDS } from "../payments/test-provider.ts";
import { payDeposit } from "./pay-deposit.ts";
import { checkoutPage, TAKEN } from "./checkout-page.ts";

const clock = { now: new Date("2026-12-05T00:00:00Z") };

function load(services: Services, user: SignedInUser | null, query = "", slug = reservableCar.slug) {
  const status: number[] = [];
  const url = new URL(`https://harbourmotors.com.au/cars/${slug}/checkout${query}`);
  const page = checkoutPage({ site: checkoutSite, params: { slug }, url, services, user, setStatus: (code) => status.push(code), setMeta: () => undefined });
  return { page, status };
}

async function shopper(db: Database, email: string, name: string | null = null): Promise<SignedInUser> {
  const attempt = await shopperAttempt(db, email);
  if (name) await db.updateTable("accounts").set({ name }).where("id", "=", attempt.accountId).execute();
  return { id: attempt.accountId, email, phone: null, name };
}

describe("the reserve page (spec §9 reserve terms)", () => {
  forEachBackend((backend) => {
    it("names the car and the site's terms, prefills the shopper's details and gives the form a fresh key", async () => {
      const { dbs: [db] } = await checkoutDatabase(backend);
      const { services } = checkoutDeps(db!, clock);
      const ada = await shopper(db!, "ada@example.com", "Ada Lovelace");
      const data = (await load(services, ada).page)!;
      expect(data.car).toMatchObject({ slug: reservableCar.slug, title: "2021 Toyota Corolla", price: "$27,990" });
      expect(data.deposit).toBe("$200");
      expect(data.terms).toContain("We'll hold it for you for 48 hours.");
      expect(data.terms).toContain("Every used car comes with our 48-hour money-back guarantee.");
      expect(data.state).toMatchObject({ kind: "form", shopper: { name: "Ada Lovelace", email: "ada@example.com", phone: "" } });
      const again = (await load(services, ada).page)!;
      expect(again.state.kind === "form" && data.state.kind === "form" && again.state.key !== data.state.key).toBe(true);
    });

    it("confirms the holder's reservation and tells everyone else the car is taken", async () => {
      const { dbs: [db] } = await checkoutDatabase(backend);
      const deps = checkoutDeps(db!, clock);
      const ada = await shopper(db!, "ada@example.com");
      const answer = await payDeposit(deps, await shopperAttempt(db!, "ada@example.com"), { cardNumber: TEST_CARDS.succeeds });
      if (answer.kind !== "reserved") throw new Error("expected a reservation");
      const mine = (await load(deps.services, ada, "?reserved=1").page)!;
      expect(mine.state).toMatchObject({ kind: "reserved", reservationId: answer.reservation.id, amount: "$200", until: "07/12/2026 10:00 am" });
      expect(mine.notice?.tone).toBe("done");
      const grace = await shopper(db!, "grace@example.com");
      expect((await load(deps.services, grace).page)!.state).toEqual({ kind: "unavailable", message: TAKEN });
    });

    it("shows a declined payment's message only to its shopper, and answers 404 for a car it does not list", async () => {
      const { dbs: [db] } = await checkoutDatabase(backend);
      const deps = checkoutDeps(db!, clock);
      const ada = await shopper(db!, "ada@example.com");
      const answer = await payDeposit(deps, await shopperAttempt(db!, "ada@example.com"), { cardNumber: TEST_CARDS.declined });
      if (answer.kind !== "declined") throw new Error("expected a decline");
      const query = `?problem=declined&payment=${answer.payment.id}`;
      expect((await load(deps.services, ada, query).page)!.notice).toEqual({ tone: "problem", text: "Your card was declined. No money was taken." });
      const grace = await shopper(db!, "grace@example.com");
      expect((await load(deps.services, grace, query).page)!.notice).toEqual({ tone: "problem", text: "Your payment did not go through. No money was taken." });
      const missing = load(deps.services, ada, "", "no-such-car");
      expect(await missing.page).toBeNull();
      expect(missing.status).toEqual([404]);
    });
  });
});
