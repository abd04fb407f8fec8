import { describe, expect, it } from "vitest";
import { forEachBackend } from "../../tests/kit/backends.ts";
import { CAR, consoleClient, consoleServices, harbour, NOW, otherSite, sendLead, signedInStaff } from "../../tests/kit/console/console-kit.ts";
import type { Database } from "../types/services.ts";
import type { Site } from "../types/index.ts";
import type { PaymentsTable } from "../storage/tables/reservation-tables.ts";
import { reviewListing } from "../reviews/site-reviews.ts";
import { STAFF_COOKIE } from "./console-cookie.ts";
import { auditTrail } from "./audit-log.ts";

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

describe("a review's public reply", () => {
  forEachBackend((backend) => {
    it("is written by an owner or manager on the review's lead, shown under the review on the site, audited, and kept when the decision changes", async () => {
      const { db } = await backend.open();
      const call = consoleClient(consoleServices(db), harbour);
      const manager = await signedInStaff(db, harbour.slug, "max@harbour.example", "manager");
      const review = await sendLead(db, harbour.slug, { form: "review", rating: 5, message: "Helpful team", name: "Ada", email: "ada@example.com" }, NOW);
      // A review not yet decided on is not on the site: there is nothing to reply under.
      expect(await (await call("GET", `/console/leads/${review}`, { cookie: manager.cookie })).text()).not.toContain("Save reply");
      expect((await call("POST", `/console/leads/${review}/review/reply`, { cookie: manager.cookie, form: { reply: "Thanks" } })).status).toBe(404);
      await call("POST", `/console/leads/${review}/review`, { cookie: manager.cookie, form: { decision: "approve" } });

      const replied = await call("POST", `/console/leads/${review}/review/reply`, { cookie: manager.cookie, form: { reply: "  Thanks Ada, see you at your first service!  " } });
      expect(replied.headers.get("location")).toBe(`/console/leads/${review}?done=replied`);
      const page = await (await call("GET", `/console/leads/${review}?done=replied`, { cookie: manager.cookie })).text();
      expect(page).toContain("Your reply is saved: it shows under the review on the site.");
      expect(page).toContain("<h3>Your public reply</h3><p>Thanks Ada, see you at your first service!</p>");
      // The site's reviews page with its usual options (the console's test site sets none).
      const onSite = { ...harbour, reviews: { minimum_rating: 4, full_text_count: 12, hide_names: false, hidden_reviewers: [], entries: {} } } as unknown as Site;
      const listed = async () => (await reviewListing(db, onSite, null)).reviews.find((shown) => shown.customer_name.startsWith("Ada"));
      expect(await listed()).toMatchObject({ reply_text: "Thanks Ada, see you at your first service!", reply_date: NOW.toISOString() });
      expect((await auditTrail(db, harbour.slug, review)).filter((entry) => entry.action === "review.reply").map((entry) => [entry.actor, entry.before, entry.after])).toEqual([
        ["max@harbour.example", JSON.stringify({ reply: null }), JSON.stringify({ reply: "Thanks Ada, see you at your first service!" })],
      ]);

      // Rejected and approved again, the review keeps its reply; an empty reply removes it.
      await call("POST", `/console/leads/${review}/review`, { cookie: manager.cookie, form: { decision: "reject" } });
      await call("POST", `/console/leads/${review}/review`, { cookie: manager.cookie, form: { decision: "approve" } });
      expect((await listed())?.reply_text).toBe("Thanks Ada, see you at your first service!");
      expect((await call("POST", `/console/leads/${review}/review/reply`, { cookie: manager.cookie, form: { reply: "x".repeat(2001) } })).status).toBe(400);
      expect((await call("POST", `/console/leads/${review}/review/reply`, { cookie: manager.cookie, form: { reply: " " } })).headers.get("location")).toBe(`/console/leads/${review}?done=replied`);
      expect(await listed()).toMatchObject({ reply_text: null, reply_date: null });
    });

    it("is refused without a session, with another site's session, to sales staff and from another origin, changing nothing", async () => {
      const { db } = await backend.open();
      const services = consoleServices(db);
      const call = consoleClient(services, harbour);
      const owner = await signedInStaff(db, harbour.slug, "owner@harbour.example", "owner");
      const sales = await signedInStaff(db, harbour.slug, "sam@harbour.example", "sales");
      const elsewhere = await signedInStaff(db, otherSite.slug, "olly@other.example", "owner");
      const review = await sendLead(db, harbour.slug, { form: "review", rating: 5, message: "Helpful team", name: "Ada", email: "ada@example.com" }, NOW);
      await call("POST", `/console/leads/${review}/review`, { cookie: owner.cookie, form: { decision: "approve" } });
      await call("POST", `/console/leads/${review}/review/reply`, { cookie: owner.cookie, form: { reply: "Thanks Ada" } });
      await call("POST", `/console/leads/${review}/assign`, { cookie: owner.cookie, form: { staff_id: sales.staff.id } });
      const snapshot = async () => ({ reviews: await db.selectFrom("reviews").selectAll().execute(), audit: await db.selectFrom("audit_log").selectAll().orderBy("id").execute() });
      const before = await snapshot();
      const path = `/console/leads/${review}/review/reply`;
      const form = { reply: "Mallory was here" };
      for (const cookie of ["", `${STAFF_COOKIE}=forged`, elsewhere.cookie]) expect([cookie, (await call("POST", path, { cookie, form })).status]).toEqual([cookie, 401]);
      expect((await call("POST", path, { cookie: sales.cookie, form })).status).toBe(403);
      expect((await call("POST", path, { cookie: owner.cookie, form, origin: "https://evil.example" })).status).toBe(403);
      expect((await consoleClient(services, otherSite)("POST", path, { cookie: elsewhere.cookie, form })).status).toBe(404);
      expect(await (await call("GET", `/console/leads/${review}`, { cookie: sales.cookie })).text()).not.toContain("Save reply");
      expect(await snapshot()).toEqual(before);
    });
  });
});
