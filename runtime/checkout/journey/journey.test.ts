import { describe, expect, it } from "vitest";
import { forEachBackend, type Backend } from "../../../tests/kit/backends.ts";
import { harbourSite, routeClient } from "../../../tests/kit/checkout/journey-fixtures.ts";
import { openDatabase } from "../../storage/open-database.ts";
import type { Site, SignedInUser } from "../../types/index.ts";
import type { Database } from "../../types/services.ts";
import { activeReservation } from "../reservation-store.ts";
import { journeyRoutes } from "./journey-routes.ts";
import { journeyPage } from "./journey-page.ts";
import { loadDraft } from "./journey-draft-store.ts";
import { ONLINE_PURCHASE_CATEGORY } from "./journey-lead.ts";

const clock = { now: new Date("2026-12-05T00:00:00Z") };
const site = await harbourSite();

const ANSWERS = {
  details: { name: "Ada", last_name: "Lovelace", email: "ada@example.com", phone: "0412 345 678", licence_number: "NSW12345", licence_state: "nsw" },
  delivery: { handover: "delivery", postcode: "2500" },
  "trade-in": { "do-you-have-a-trade-in": "Yes", trade_in_vehicle: "2015 Mazda 3", vehicle_year: "2015", kms: "120,000" },
  payment: { settlement: "finance", finance_deposit: "$5,000", finance_term: "5", frequency: "weekly" },
  review: { terms_conditions: "true" },
};

async function journey(backend: Backend) {
  const database = await openDatabase(await backend.freshOptions());
  const db = database.db;
  const client = await routeClient(db, site, journeyRoutes(() => clock.now), clock);
  const location = (response: Response) => new URL(response.headers.get("location")!, "https://x");
  const step = (user: SignedInUser, id: string, fields: Record<string, string>, go?: "back") =>
    client.post("/api/checkout-journey/step", { car: client.car.slug, step: id, ...fields, ...(go ? { go } : {}) }, user);
  const page = (user: SignedInUser, query: string) =>
    journeyPage({ site: site as Site, url: new URL(`https://x/checkout-journey?car_id=${client.car.slug}${query}`), services: client.services, user, setStatus: () => {}, setMeta: () => {} });
  return { db, database, client, location, step, page };
}

async function leads(db: Database) {
  return db.selectFrom("leads").selectAll().execute();
}

describe("the online purchase journey (issue 21 §3)", () => {
  forEachBackend((backend) => {
    it("goes a step at a time, keeps what was typed on errors and on Back, and resumes from the draft on another device", async () => {
      const { database, client, location, step, page } = await journey(backend);
      try {
        const ada = await client.shopper("ada@example.com");
        const bad = await step(ada, "details", { ...ANSWERS.details, licence_number: "no!", email: "ada@" });
        expect(Object.fromEntries(location(bad).searchParams)).toEqual({ car_id: client.car.slug, step: "details", check: "1" });
        const shown = (await page(ada, "&step=details&check=1"))!;
        expect(shown.state).toMatchObject({ kind: "step", step: { id: "details", values: { licence_number: "no!", name: "Ada" } } });
        const errors = shown.state.kind === "step" ? shown.state.step.errors : [];
        expect(errors).toEqual([
          { field: "email", message: "Please enter a valid email address." },
          { field: "licence_number", message: "Please enter a valid driver licence number." },
        ]);

        expect(location(await step(ada, "details", ANSWERS.details)).searchParams.get("step")).toBe("delivery");
        await step(ada, "delivery", { handover: "delivery" });
        const delivery = (await page(ada, "&step=delivery&check=1"))!;
        expect(delivery.state.kind === "step" && delivery.state.step.errors).toEqual([{ field: "postcode", message: "Please enter a postcode" }]);
        await step(ada, "delivery", { handover: "delivery", postcode: "40ab" });
        const invalid = (await page(ada, "&step=delivery&check=1"))!;
        expect(invalid.state.kind === "step" && invalid.state.step.errors).toEqual([{ field: "postcode", message: "Invalid postcode. Please enter a 4-digit number." }]);
        // Back saves what was typed, unchecked, and shows the step before.
        expect(location(await step(ada, "delivery", { handover: "pickup" }, "back")).searchParams.get("step")).toBe("details");
        expect(((await page(ada, "&step=delivery"))!.state as { step: { values: unknown } }).step.values).toEqual({ handover: "pickup" });
        // A step further on than the first open one shows that one instead.
        expect(((await page(ada, "&step=review"))!.state as { step: { id: string } }).step.id).toBe("trade-in");

        await step(ada, "delivery", ANSWERS.delivery);
        await step(ada, "trade-in", { "do-you-have-a-trade-in": "Yes" });
        const trade = (await page(ada, "&step=trade-in&check=1"))!;
        expect(trade.state.kind === "step" && trade.state.step.errors).toEqual([{ field: "trade_in_vehicle", message: "Trade-in Make and Model is required." }]);
        expect(trade.valuationHref).toBe(`/cars/trade-in?car_id=${client.car.id}`);
        await step(ada, "trade-in", ANSWERS["trade-in"]);
        await step(ada, "payment", ANSWERS.payment);
        await step(ada, "review", {});
        const terms = (await page(ada, "&step=review&check=1"))!;
        expect(terms.state.kind === "step" && terms.state.step.errors).toEqual([
          { field: "terms_conditions", message: "* You must agree to the terms of use before submitting the form." },
        ]);
        expect(location(await step(ada, "review", ANSWERS.review)).searchParams.get("step")).toBe("deposit");

        // Another device: no step in the URL, the draft's step and answers come back with the server's breakdown.
        const resumed = (await page(ada, ""))!;
        expect(resumed.state).toMatchObject({ kind: "step", step: { id: "deposit", action: "/api/checkout-journey/pay" } });
        expect(resumed.breakdown?.lines.map((line) => line.label)).toEqual([
          "Vehicle price",
          expect.stringMatching(/^Delivery to /),
          "Total price",
          "Deposit due today",
          "Balance due on delivery",
        ]);
        expect(resumed.breakdown?.lines[3]).toEqual({ label: "Deposit due today", amount: "$200" });
        expect(resumed.breakdown?.notes[1]).toMatch(/^Finance estimate: \$[0-9,.]+ per week over 5 years\./);
        expect(resumed.acceptedPayments).toEqual(["Mastercard", "Visa", "Maestro", "Google Pay", "Apple Pay"]);
      } finally {
        await database.close();
      }
    });

    it("finishing pays the deposit, reserves the car and sends one Online Purchase lead with every step's answers", async () => {
      const { db, database, client, location, step, page } = await journey(backend);
      try {
        const ada = await client.shopper("ada@example.com");
        for (const [id, fields] of Object.entries(ANSWERS)) await step(ada, id, fields);
        const key = crypto.randomUUID();
        // A finished journey refuses a card that is not a card number before any payment.
        expect(location(await client.post("/api/checkout-journey/pay", { car: client.car.slug, key, card_number: "abc" }, ada)).searchParams.get("problem")).toBe("card");
        const declined = location(await client.post("/api/checkout-journey/pay", { car: client.car.slug, key, card_number: "4000 0000 0000 0002" }, ada));
        expect(declined.searchParams.get("problem")).toBe("declined");
        expect((await page(ada, `&step=deposit&problem=declined&payment=${declined.searchParams.get("payment")}`))!.notice).toEqual({ tone: "problem", text: "Your card was declined. No money was taken." });
        expect(await activeReservation(db, client.car.id)).toBeUndefined();

        const paid = await client.post("/api/checkout-journey/pay", { car: client.car.slug, key: crypto.randomUUID(), card_number: "4242 4242 4242 4242" }, ada);
        expect(location(paid).searchParams.get("reserved")).toBe("1");
        expect((await activeReservation(db, client.car.id))?.account_id).toBe(ada.id);
        expect(await loadDraft(db, { site_slug: site.slug, account_id: ada.id, car_id: client.car.id })).toBeNull();
        const all = await leads(db);
        expect(all).toHaveLength(1);
        const payload = JSON.parse(all[0]!.payload) as Record<string, unknown>;
        expect(payload).toMatchObject({ category: ONLINE_PURCHASE_CATEGORY, name: "Ada Lovelace", email: "ada@example.com", postcode: "2500", finance: "Yes", "do-you-have-a-trade-in": "Yes", car_id: client.car.id });
        for (const answer of ["Driver Licence Number: NSW12345", "Delivery or pick-up: Deliver it to me", "Trade-in Make and Model: 2015 Mazda 3", "Odometer: 120000", "How will you pay?: Finance, with the calculator's figures", "Deposit due today: $200"]) {
          expect(payload.message).toContain(answer);
        }
        expect((await page(ada, "&reserved=1"))!.state).toMatchObject({ kind: "reserved", amount: "$200" });

        const grace = await client.shopper("grace@example.com");
        expect((await page(grace, ""))!.state).toEqual({ kind: "unavailable", message: "Sorry, this vehicle is already reserved by another shopper." });
        expect((await client.post("/api/checkout-journey/step", { car: client.car.slug, step: "details" }, null)).headers.get("location")).toMatch(/^\/sign-in\?type=checkout&redirect=/);
      } finally {
        await database.close();
      }
    });

    it("the extra-confirmation card waits for the shopper's answer; other sites' posts and unknown cars are refused", async () => {
      const { db, database, client, location, step, page } = await journey(backend);
      try {
        const ada = await client.shopper("ada@example.com");
        for (const [id, fields] of Object.entries(ANSWERS)) await step(ada, id, fields);
        const pending = location(await client.post("/api/checkout-journey/pay", { car: client.car.slug, key: crypto.randomUUID(), card_number: "4000 0027 6000 3184" }, ada));
        const paymentId = pending.searchParams.get("payment")!;
        expect((await page(ada, `&step=deposit&payment=${paymentId}`))!.state).toEqual({ kind: "extra-step", paymentId, carSlug: client.car.slug });
        const confirmed = await client.post("/api/checkout-journey/confirm", { car: client.car.slug, payment: paymentId, step: "approved" }, ada);
        expect(location(confirmed).searchParams.get("reserved")).toBe("1");
        expect((await leads(db)).map((lead) => lead.category)).toEqual([ONLINE_PURCHASE_CATEGORY]);

        expect((await client.post("/api/checkout-journey/step", { car: "no-such-car", step: "details" }, ada)).status).toBe(404);
        const foreign = new Request("https://harbourmotors.com.au/api/checkout-journey/step", { method: "POST", headers: { origin: "https://evil.example", "content-type": "application/x-www-form-urlencoded" }, body: `car=${client.car.slug}` });
        const route = journeyRoutes().find((entry) => entry.path === "/api/checkout-journey/step")!;
        expect((await route.handler(foreign, { site, params: {}, url: new URL(foreign.url), user: ada, services: client.services, ip: "203.0.113.9" })).status).toBe(403);
      } finally {
        await database.close();
      }
    });
  });
});
