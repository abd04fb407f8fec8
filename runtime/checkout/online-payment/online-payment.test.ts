import { describe, expect, it } from "vitest";
import { forEachBackend, type Backend } from "../../../tests/kit/backends.ts";
import { harbourSite, routeClient } from "../../../tests/kit/checkout/journey-fixtures.ts";
import { openDatabase } from "../../storage/open-database.ts";
import type { SignedInUser } from "../../types/index.ts";
import { onlinePaymentRoutes } from "./online-payment-routes.ts";
import { onlinePaymentPage } from "./online-payment-page.ts";
import { ONLINE_PAYMENT_CATEGORY } from "./pay-online.ts";

const clock = { now: new Date("2026-12-05T00:00:00Z") };
const site = await harbourSite();
const FORM = { reference: "INV-20931", purpose: "invoice", amount: "$1,250.50", name: "Ada", email: "ada@example.com" };

async function payments(backend: Backend) {
  const database = await openDatabase(await backend.freshOptions());
  const client = await routeClient(database.db, site, onlinePaymentRoutes(() => clock.now), clock);
  const pay = async (user: SignedInUser | null, fields: Record<string, string>) => {
    const response = await client.post("/api/online-payment", { key: crypto.randomUUID(), ...fields }, user);
    return new URL(response.headers.get("location")!, "https://x");
  };
  const page = (user: SignedInUser, url: URL) => onlinePaymentPage({ site, url: new URL(`https://x/online-payment${url.search}`), services: client.services, user });
  return { db: database.db, database, client, pay, page };
}

describe("/online-payment (issue 21 §3)", () => {
  forEachBackend((backend) => {
    it("the success card pays the amount read on the server, records it, tells the dealer once and e-mails the shopper a receipt", async () => {
      const { db, database, client, pay, page } = await payments(backend);
      try {
        const ada = await client.shopper("ada@example.com");
        const paid = await pay(ada, { ...FORM, card_number: "4242 4242 4242 4242" });
        const shown = await page(ada, paid);
        expect(shown.notice).toEqual({ tone: "done", text: "Thank you: your payment is complete. The dealer has been told." });
        expect(shown.state).toMatchObject({ kind: "paid", amount: "$1,250.50", reference: "INV-20931" });
        const payment = await db.selectFrom("payments").selectAll().executeTakeFirstOrThrow();
        expect(payment).toMatchObject({ amount_cents: 125_050, status: "captured", car_id: 0 });
        const events = await db.selectFrom("payment_events").select("status").where("payment_id", "=", payment.id).execute();
        expect(events.map((event) => event.status).sort()).toEqual(["authorised", "captured", "created"]);
        const lead = await db.selectFrom("leads").selectAll().executeTakeFirstOrThrow();
        expect(JSON.parse(lead.payload)).toMatchObject({ category: ONLINE_PAYMENT_CATEGORY, payment_reference: payment.provider_ref, name: "Ada" });
        expect(JSON.parse(lead.payload).message).toContain("Paid $1,250.50 AUD online: Invoice INV-20931");
        const receipt = await db.selectFrom("outbox").selectAll().executeTakeFirstOrThrow();
        expect(receipt).toMatchObject({ site_slug: site.slug, destination: "ada@example.com", subject: "Harbour Motors: receipt for your payment against Invoice INV-20931" });
        expect(receipt.body.split("\n\n")).toEqual([
          "Thank you: your payment is complete. The dealer has been told.",
          `Paid against Invoice INV-20931: $1,250.50 AUD, payment reference ${payment.provider_ref}.`,
          "Harbour Motors, 02 9516 4200",
        ]);
        // Another shopper does not see Ada's receipt.
        expect((await page(await client.shopper("grace@example.com"), paid)).state.kind).toBe("form");
      } finally {
        await database.close();
      }
    });

    it("the same form sent again pays, tells the dealer and sends the receipt once", async () => {
      const { db, database, client } = await payments(backend);
      try {
        const ada = await client.shopper("ada@example.com");
        const form = { key: crypto.randomUUID(), ...FORM, purpose: "deposit-top-up", card_number: "4242 4242 4242 4242" };
        await Promise.all([client.post("/api/online-payment", form, ada), client.post("/api/online-payment", form, ada)]);
        await client.post("/api/online-payment", form, ada);
        expect(await db.selectFrom("payments").select("status").execute()).toEqual([{ status: "captured" }]);
        expect(await db.selectFrom("leads").select("id").execute()).toHaveLength(1);
        const receipts = await db.selectFrom("outbox").select(["destination", "subject"]).execute();
        expect(receipts).toEqual([{ destination: "ada@example.com", subject: "Harbour Motors: receipt for your payment against Deposit top-up INV-20931" }]);
      } finally {
        await database.close();
      }
    });

    it("a declined card and bad input come back with a clear message and what was typed, taking nothing", async () => {
      const { db, database, client, pay, page } = await payments(backend);
      try {
        const ada = await client.shopper("ada@example.com");
        const declined = await pay(ada, { ...FORM, card_number: "4000 0000 0000 0002" });
        const shown = await page(ada, declined);
        expect(shown.notice).toEqual({ tone: "problem", text: "Your card was declined. No money was taken." });
        expect(shown.state).toMatchObject({ kind: "form", values: { reference: "INV-20931", amount: "$1,250.50" } });

        const tooMuch = await pay(ada, { ...FORM, amount: "25,000", card_number: "4242 4242 4242 4242" });
        expect(tooMuch.searchParams.get("card_number")).toBeNull();
        const bounds = await page(ada, tooMuch);
        expect(bounds.state.kind === "form" && bounds.state.errors).toEqual([{ field: "amount", message: "Cannot be less than $1 or more than $20,000" }]);
        const unreadable = await page(ada, await pay(ada, { ...FORM, amount: "lots", reference: "", card_number: "4242" }));
        expect(unreadable.state.kind === "form" && unreadable.state.errors).toEqual([
          { field: "reference", message: "Invoice or Reference Number is required." },
          { field: "amount", message: "Please enter an amount in dollars, like 250 or 1,250.50." },
          { field: "card_number", message: "Please enter a valid card number." },
        ]);
        expect(await db.selectFrom("payments").select("status").execute()).toEqual([{ status: "failed" }]);
        expect(await db.selectFrom("leads").selectAll().execute()).toEqual([]);
        expect(await db.selectFrom("outbox").selectAll().execute()).toEqual([]);
        expect((await pay(null, FORM)).pathname).toBe("/sign-in");
      } finally {
        await database.close();
      }
    });
  });
});
