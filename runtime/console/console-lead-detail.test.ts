import { describe, expect, it } from "vitest";
import { forEachBackend } from "../../tests/kit/backends.ts";
import { CAR, consoleClient, consoleServices, harbour, NOW, sendLead, signedInStaff } from "../../tests/kit/console/console-kit.ts";
import type { Database } from "../types/services.ts";
import type { PaymentsTable } from "../storage/tables/reservation-tables.ts";

/** A payment of Harbour Motors as checkout stores it, with the states it reached. */
async function storePayment(db: Database, payment: Partial<PaymentsTable> & Pick<PaymentsTable, "id" | "account_id" | "car_id" | "provider_ref">, states: PaymentsTable["status"][]) {
  await db.insertInto("payments").values({
    site_slug: harbour.slug, idempotency_key: payment.id, provider: "test", amount_cents: 50_000, currency: "aud", status: states.at(-1)!, failure: null, details: "{}",
    created_at: NOW.toISOString(), updated_at: NOW.toISOString(), ...payment,
  }).execute();
  await db.insertInto("payment_events").values(states.map((status, minute) => ({ payment_id: payment.id, status, provider_ref: payment.provider_ref, at: new Date(NOW.getTime() + minute * 60_000).toISOString() }))).execute();
}

describe("a lead's page", () => {
  forEachBackend((backend) => {
    it("shows the trade-in as labelled answers, the same-site pages the shopper saw with their link's tags, and the lead's payments", async () => {
      const { db } = await backend.open();
      const call = consoleClient(consoleServices(db), harbour);
      const owner = await signedInStaff(db, harbour.slug, "owner@harbour.example", "owner");
      const lead = await sendLead(db, harbour.slug, {
        form: "trade-in", name: "Ada", car_id: CAR.id, Rego: "ABC123", regoState: "QLD", "Vehicle Make": "Mazda", "Vehicle Model": "CX-5", vehicle_year: 2019, kms: 84_500,
        adjustmentAnswers: { accident: "no", tyres: "good" }, offer_price: 21_000,
        lead_attributes: { visited_pages: ["/cars/2024-toyota-hilux-7", "https://evil.example/phish", "//evil.example", "/trade-in?car_id=7"], linked_query_params: { utm_source: "facebook" } },
      }, NOW);
      await db.updateTable("leads").set({ account_id: "account-ada" }).where("id", "=", lead).execute();
      await storePayment(db, { id: "deposit", account_id: "account-ada", car_id: CAR.id, provider_ref: "test_pi_1" }, ["created", "authorised"]);
      await storePayment(db, { id: "someone-else", account_id: "account-bob", car_id: CAR.id, provider_ref: "test_pi_2" }, ["created"]);
      await db.insertInto("reservations").values({ id: "hold-1", site_slug: harbour.slug, car_id: CAR.id, account_id: "account-ada", payment_id: "deposit", status: "active", expires_at: NOW.toISOString(), created_at: NOW.toISOString(), ended_at: null }).execute();

      const page = await (await call("GET", `/console/leads/${lead}`, { cookie: owner.cookie })).text();
      const trade = page.slice(page.indexOf("<h2>Trade-in</h2>"), page.indexOf("<h2>Visited pages</h2>"));
      for (const [label, value] of [["Rego", "ABC123"], ["Rego state", "QLD"], ["Make", "Mazda"], ["Model", "CX-5"], ["Year", "2019"], ["Odometer", "84,500 km"], ["Condition: accident", "no"], ["Offer", "$21,000"]]) {
        expect(trade).toContain(`<dt>${label}</dt><dd>${value}</dd>`);
      }
      // Only the site's own paths are listed as visited pages (the raw answers above still show all, as text).
      const visited = page.slice(page.indexOf("<h2>Visited pages</h2>"), page.indexOf("<h2>Payments</h2>"));
      expect(visited).toContain("<ol><li>/cars/2024-toyota-hilux-7</li><li>/trade-in?car_id=7</li></ol>");
      expect(visited).not.toContain("evil.example");
      expect(page).toContain("<dt>utm_source</dt><dd>facebook</dd>");
      const payments = page.slice(page.indexOf("<h2>Payments</h2>"));
      expect(payments).toMatch(/<td>\$500 AUD<\/td><td>authorised<\/td><td>test, test_pi_1<\/td><td>created 5 Dec 2026, 10:00 AM; authorised 5 Dec 2026, 10:01 AM<\/td><td><a href="\/console\/reservations\/hold-1">Open reservation<\/a><\/td>/);
      expect(payments).not.toContain("test_pi_2");

      // Sales staff given the lead see its payments, but reservations are not theirs to open.
      const sales = await signedInStaff(db, harbour.slug, "sam@harbour.example", "sales");
      await call("POST", `/console/leads/${lead}/assign`, { cookie: owner.cookie, form: { staff_id: sales.staff.id } });
      const theirs = await (await call("GET", `/console/leads/${lead}`, { cookie: sales.cookie })).text();
      expect(theirs).toContain("<td>Reserved</td>");
      expect(theirs).not.toContain("/console/reservations/");
    });

    it("finds the payment a lead names by reference, and says so when a lead has no trade-in, pages or payments", async () => {
      const { db } = await backend.open();
      const call = consoleClient(consoleServices(db), harbour);
      const owner = await signedInStaff(db, harbour.slug, "owner@harbour.example", "owner");
      await storePayment(db, { id: "invoice", account_id: "account-cy", car_id: 0, provider_ref: "test_pi_9", status: "captured" }, ["created", "captured"]);
      const paid = await sendLead(db, harbour.slug, { name: "Cy", category: "Online Payment", payment_reference: "test_pi_9" }, NOW);
      expect(await (await call("GET", `/console/leads/${paid}`, { cookie: owner.cookie })).text()).toContain("<td>captured</td><td>test, test_pi_9</td>");
      const plain = await (await call("GET", `/console/leads/${await sendLead(db, harbour.slug, { name: "Di" }, NOW)}`, { cookie: owner.cookie })).text();
      for (const text of ["No trade-in.", "No pages recorded.", "No payments."]) expect(plain).toContain(text);
    });
  });
});
