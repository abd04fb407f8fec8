import { describe, expect, it, vi } from "vitest";
import { forEachBackend } from "../../tests/kit/backends.ts";
import { CAR, consoleClient, consoleServices, harbour, NOW, otherSite, sendLead, signedInStaff } from "../../tests/kit/console/console-kit.ts";
import type { Database } from "../types/services.ts";
import { readOutbox } from "../notify/read-outbox.ts";
import { issueCode } from "../accounts/code-store.ts";
import { STAFF_CHALLENGE_COOKIE, STAFF_COOKIE } from "./console-cookie.ts";
import { addStaff, listStaff } from "./staff-store.ts";
import { auditTrail } from "./audit-log.ts";

/** Everything a console request could change: tried refusals must leave all of it as it was. */
async function snapshot(db: Database) {
  const [handling, notes, audit] = await Promise.all([
    db.selectFrom("lead_handling").selectAll().orderBy("lead_id").execute(),
    db.selectFrom("lead_notes").selectAll().orderBy("id").execute(),
    db.selectFrom("audit_log").selectAll().orderBy("id").execute(),
  ]);
  return { handling, notes, audit };
}

const cookieOf = (response: Response, name: string) => response.headers.getSetCookie().find((c) => c.startsWith(`${name}=`));
const pair = (setCookie: string | undefined) => setCookie!.split(";")[0]!;

describe("console routes", () => {
  forEachBackend((backend) => {
    it("signs staff in by a code e-mailed to them, into a session of their own site only", async () => {
      const { db } = await backend.open();
      const services = consoleServices(db);
      await addStaff(db, { siteSlug: harbour.slug, email: "owner@harbour.example", role: "owner", actor: "test" }, NOW);
      const call = consoleClient(services, harbour);

      const asked = await call("POST", "/console/sign-in/code", { form: { email: "Owner@Harbour.example" } });
      expect(asked.status).toBe(303);
      expect(asked.headers.get("location")).toBe("/console?step=code");
      const challenge = pair(cookieOf(asked, STAFF_CHALLENGE_COOKIE));
      const [message] = await readOutbox(db, harbour.slug, 1);
      expect(message).toMatchObject({ destination: "owner@harbour.example", subject: "Your Harbour Motors console code" });
      const code = /\b(\d{6})\b/.exec(message!.body)![1]!;

      const page = await call("GET", "/console?step=code", { cookie: challenge });
      expect(await page.text()).toContain("We sent a 6-digit code to o•••@harbour.example");
      const wrong = await call("POST", "/console/sign-in/verify", { cookie: challenge, form: { code: code === "000000" ? "111111" : "000000" } });
      expect(wrong.headers.get("location")).toBe("/console?step=code&error=wrong");

      const done = await call("POST", "/console/sign-in/verify", { cookie: challenge, form: { code } });
      expect(done.headers.get("location")).toBe("/console/leads");
      const staffCookie = cookieOf(done, STAFF_COOKIE)!;
      expect(staffCookie).toMatch(/Path=\/console; .*HttpOnly; SameSite=Strict; Secure/);
      const inbox = await call("GET", "/console/leads", { cookie: pair(staffCookie) });
      expect(inbox.status).toBe(200);
      expect(await inbox.text()).toContain("owner@harbour.example (owner)");
      // The same browser cookie means nothing on another site's console.
      expect((await consoleClient(services, otherSite)("GET", "/console/leads", { cookie: pair(staffCookie) })).status).toBe(401);

      const out = await call("POST", "/console/sign-out", { cookie: pair(staffCookie) });
      expect(out.headers.get("location")).toBe("/console");
      expect((await call("GET", "/console/leads", { cookie: pair(staffCookie) })).status).toBe(401);
    });

    it("sends no code to an address that is not staff, and answers it the same way", async () => {
      const { db } = await backend.open();
      const call = consoleClient(consoleServices(db), harbour);
      const asked = await call("POST", "/console/sign-in/code", { form: { email: "shopper@example.com" } });
      expect(asked.status).toBe(303);
      expect(asked.headers.get("location")).toBe("/console?step=code");
      expect(await readOutbox(db, harbour.slug, 5)).toEqual([]);
    });

    it("limits console codes per e-mail address and refuses a form too large to read", async () => {
      const { db } = await backend.open();
      await addStaff(db, { siteSlug: harbour.slug, email: "owner@harbour.example", role: "owner", actor: "test" }, NOW);
      const call = consoleClient(consoleServices(db), harbour);
      const statuses = [];
      for (let i = 0; i < 7; i += 1) statuses.push((await call("POST", "/console/sign-in/code", { form: { email: "owner@harbour.example" } })).status);
      expect(statuses).toEqual([303, 303, 303, 303, 303, 429, 429]);
      expect(await readOutbox(db, harbour.slug, 10)).toHaveLength(5);
      expect((await call("POST", "/console/sign-in/code", { form: { email: "x".repeat(70_000) } })).status).toBe(413);
    });

    it("never takes a shopper's sign-in code as a console code", async () => {
      const { db } = await backend.open();
      await addStaff(db, { siteSlug: harbour.slug, email: "owner@harbour.example", role: "owner", actor: "test" }, NOW);
      const shopperCode = await issueCode(db, harbour.slug, "owner@harbour.example", null, NOW);
      const verify = await consoleClient(consoleServices(db), harbour)("POST", "/console/sign-in/verify", {
        cookie: `${STAFF_CHALLENGE_COOKIE}=${shopperCode.id}`,
        form: { code: shopperCode.code },
      });
      expect(verify.headers.get("location")).toBe("/console?error=expired");
      expect(cookieOf(verify, STAFF_COOKIE)).toBeUndefined();
    });

    it("refuses every console route without a session, with another site's session, and a sales user on another's lead, changing nothing", async () => {
      const { db } = await backend.open();
      const services = consoleServices(db);
      const call = consoleClient(services, harbour);
      const owner = await signedInStaff(db, harbour.slug, "owner@harbour.example", "owner");
      const sales = await signedInStaff(db, harbour.slug, "sam@harbour.example", "sales");
      const otherSales = await signedInStaff(db, harbour.slug, "sue@harbour.example", "sales");
      const elsewhere = await signedInStaff(db, otherSite.slug, "olly@other.example", "owner");
      const lead = await sendLead(db, harbour.slug, { name: "Ada", car_id: CAR.id }, NOW);
      expect((await call("POST", `/console/leads/${lead}/assign`, { cookie: owner.cookie, form: { staff_id: otherSales.staff.id } })).status).toBe(303);
      const before = await snapshot(db);

      const posts: [string, Record<string, string>][] = [
        [`/console/leads/${lead}/status`, { status: "won" }],
        [`/console/leads/${lead}/assign`, { staff_id: sales.staff.id }],
        [`/console/leads/${lead}/notes`, { text: "mine now" }],
      ];
      posts.push([`/console/leads/${lead}/deliveries/any/retry`, {}], ["/console/staff/invite", { email: "mallory@example.com", role: "owner" }], [`/console/staff/${owner.staff.id}/remove`, {}]);
      const gets = ["/console/leads", "/console/leads.csv", "/console/leads/events", `/console/leads/${lead}`, "/console/staff"];
      for (const cookie of ["", `${STAFF_COOKIE}=forged`, elsewhere.cookie]) {
        for (const path of gets) expect([path, cookie, (await call("GET", path, { cookie })).status]).toEqual([path, cookie, 401]);
        for (const [path, form] of posts) expect([path, cookie, (await call("POST", path, { cookie, form })).status]).toEqual([path, cookie, 401]);
      }
      // A sales user cannot open or change a colleague's lead, nor find it in their inbox or export, nor manage staff.
      expect((await call("GET", `/console/leads/${lead}`, { cookie: sales.cookie })).status).toBe(403);
      expect((await call("GET", "/console/staff", { cookie: sales.cookie })).status).toBe(403);
      for (const [path, form] of posts) expect([path, (await call("POST", path, { cookie: sales.cookie, form })).status]).toEqual([path, 403]);
      expect(await (await call("GET", "/console/leads", { cookie: sales.cookie })).text()).not.toContain(lead);
      expect(await (await call("GET", "/console/leads.csv", { cookie: sales.cookie })).text()).not.toContain(lead);
      // Posts from another origin are refused before anything is read, even with the owner's session.
      for (const [path, form] of posts) expect((await call("POST", path, { cookie: owner.cookie, form, origin: "https://evil.example" })).status).toBe(403);
      // Another site's staff cannot reach this site's lead through their own console either.
      expect((await consoleClient(services, otherSite)("POST", `/console/leads/${lead}/status`, { cookie: elsewhere.cookie, form: { status: "won" } })).status).toBe(404);
      expect(await snapshot(db)).toEqual(before);
    });

    it("shows a lead with its car, answers and deliveries, and changes it by plain form posts", async () => {
      const { db } = await backend.open();
      const services = consoleServices(db);
      const call = consoleClient(services, harbour);
      const owner = await signedInStaff(db, harbour.slug, "owner@harbour.example", "owner");
      const lead = await sendLead(db, harbour.slug, { name: "Ada", last_name: "Lovelace", message: "Is it <b>available</b>?", car_id: CAR.id }, NOW, ["dealer-crm"]);
      await db.updateTable("lead_outbox").set({ attempts: 2, last_status: 503, last_error: "HTTP 503" }).where("lead_id", "=", lead).execute();

      const page = await (await call("GET", `/console/leads/${lead}`, { cookie: owner.cookie })).text();
      expect(page).toContain("<h1>Lead from Ada Lovelace</h1>");
      expect(page).toContain(`${CAR.name}</a>, stock number HM123`);
      expect(page).toContain("Is it &lt;b&gt;available&lt;/b&gt;?");
      expect(page).toMatch(/<td>dealer-crm<\/td><td>lead.completed<\/td><td>pending, next try [^<]+<\/td><td>2<\/td><td>503 HTTP 503<\/td>/);
      expect(page).not.toContain("<script");

      const saved = await call("POST", `/console/leads/${lead}/status`, { cookie: owner.cookie, form: { status: "contacted" } });
      expect(saved.headers.get("location")).toBe(`/console/leads/${lead}?done=changed`);
      await call("POST", `/console/leads/${lead}/notes`, { cookie: owner.cookie, form: { text: "Called, booked a drive" } });
      const after = await (await call("GET", `/console/leads/${lead}?done=changed`, { cookie: owner.cookie })).text();
      expect(after).toContain('<p role="status">Saved.</p>');
      expect(after).toContain("owner@harbour.example: Called, booked a drive");
      expect(after).toContain("Status: <strong>contacted</strong>");

      // 'Retry now' makes a given-up delivery due at once, and says who asked.
      const delivery = await db.selectFrom("lead_outbox").select("id").where("lead_id", "=", lead).executeTakeFirstOrThrow();
      await db.updateTable("lead_outbox").set({ status: "failed", next_attempt_at: "2026-12-04T00:00:00.000Z" }).where("id", "=", delivery.id).execute();
      const retry = await call("POST", `/console/leads/${lead}/deliveries/${delivery.id}/retry`, { cookie: owner.cookie });
      expect(retry.headers.get("location")).toBe(`/console/leads/${lead}?done=retrying`);
      expect(await db.selectFrom("lead_outbox").select(["status", "next_attempt_at", "attempts"]).where("id", "=", delivery.id).executeTakeFirst()).toEqual({ status: "pending", next_attempt_at: NOW.toISOString(), attempts: 2 });
      expect((await auditTrail(db, harbour.slug, lead)).find((entry) => entry.action === "lead.retry-delivery")).toMatchObject({ actor: "owner@harbour.example" });
      expect((await call("POST", `/console/leads/${lead}/deliveries/no-such-delivery/retry`, { cookie: owner.cookie })).status).toBe(404);

      // A colleague given the lead is told by e-mail, with the link to it.
      const sales = await signedInStaff(db, harbour.slug, "sam@harbour.example", "sales");
      expect((await call("POST", `/console/leads/${lead}/assign`, { cookie: owner.cookie, form: { staff_id: sales.staff.id } })).status).toBe(303);
      const [told] = await readOutbox(db, harbour.slug, 1);
      expect(told).toMatchObject({ destination: "sam@harbour.example", subject: "A Harbour Motors lead is assigned to you" });
      expect(told!.body).toContain(`https://harbourmotors.com.au/console/leads/${lead}`);

      expect((await call("POST", `/console/leads/${lead}/status`, { cookie: owner.cookie, form: { status: "spam" } })).status).toBe(400);
      expect((await call("POST", `/console/leads/${lead}/notes`, { cookie: owner.cookie, form: { text: "x".repeat(2001) } })).status).toBe(400);
      expect((await call("GET", "/console/leads/no-such-lead", { cookie: owner.cookie })).status).toBe(404);
    });

    it("approves a review-form lead's review for owners and managers only, by a plain form post", async () => {
      const { db } = await backend.open();
      const call = consoleClient(consoleServices(db), harbour);
      const review = await sendLead(db, harbour.slug, { form: "review", rating: 4, message: "Helpful team", name: "Ada", email: "ada@example.com" }, NOW);
      const enquiry = await sendLead(db, harbour.slug, { form: "enquiry", name: "Bo" }, NOW);
      const { cookie: owner } = await signedInStaff(db, harbour.slug, "owner@harbour.example", "owner");
      const { cookie: sales } = await signedInStaff(db, harbour.slug, "sales@harbour.example", "sales");

      const page = await (await call("GET", `/console/leads/${review}`, { cookie: owner })).text();
      expect(page).toContain("waiting for a decision");
      expect(page).toContain("Approve review");
      expect(await (await call("GET", `/console/leads/${enquiry}`, { cookie: owner })).text()).not.toContain("Approve review");

      expect((await call("POST", `/console/leads/${review}/review`, { cookie: owner, form: { decision: "publish" } })).status).toBe(400);
      expect((await call("POST", `/console/leads/${enquiry}/review`, { cookie: owner, form: { decision: "approve" } })).status).toBe(404);
      expect((await call("POST", `/console/leads/${review}/review`, { cookie: sales, form: { decision: "approve" } })).status).toBe(403);
      const approved = await call("POST", `/console/leads/${review}/review`, { cookie: owner, form: { decision: "approve" } });
      expect(approved.status).toBe(303);
      expect(approved.headers.get("location")).toBe(`/console/leads/${review}?done=published`);
      expect(await (await call("GET", `/console/leads/${review}?done=published`, { cookie: owner })).text()).toContain("The review is published.");
    });

    it("lets owners invite any role and managers sales staff, each e-mailed and audited; never beyond their role", async () => {
      const { db } = await backend.open();
      const call = consoleClient(consoleServices(db), harbour);
      const owner = await signedInStaff(db, harbour.slug, "owner@harbour.example", "owner");
      const invited = await call("POST", "/console/staff/invite", { cookie: owner.cookie, form: { email: "Maria@Harbour.example", role: "manager" } });
      expect(invited.headers.get("location")).toBe("/console/staff?done=invited");
      const [message] = await readOutbox(db, harbour.slug, 1);
      expect(message).toMatchObject({ destination: "maria@harbour.example", subject: "You are invited to the Harbour Motors dealer console" });
      expect(message!.body).toContain("https://harbourmotors.com.au/console");
      const maria = (await listStaff(db, harbour.slug)).find((staff) => staff.email === "maria@harbour.example")!;
      expect(maria.role).toBe("manager");
      expect((await auditTrail(db, harbour.slug, maria.id)).map((entry) => [entry.actor, entry.action])).toEqual([["owner@harbour.example", "staff.add"]]);

      const manager = await signedInStaff(db, harbour.slug, "max@harbour.example", "manager");
      expect((await call("POST", "/console/staff/invite", { cookie: manager.cookie, form: { email: "sam@harbour.example", role: "sales" } })).status).toBe(303);
      const before = await listStaff(db, harbour.slug);
      expect((await call("POST", "/console/staff/invite", { cookie: manager.cookie, form: { email: "eve@harbour.example", role: "owner" } })).status).toBe(403);
      expect((await call("POST", `/console/staff/${owner.staff.id}/remove`, { cookie: manager.cookie })).status).toBe(403);
      expect((await call("POST", `/console/staff/${owner.staff.id}/remove`, { cookie: owner.cookie })).status).toBe(403);
      expect((await call("POST", "/console/staff/invite", { cookie: owner.cookie, form: { email: "maria@harbour.example", role: "sales" } })).status).toBe(400);
      expect(await listStaff(db, harbour.slug)).toEqual(before);
      const page = await (await call("GET", "/console/staff", { cookie: manager.cookie })).text();
      expect(page).toContain('aria-label="Remove sam@harbour.example"');
      expect(page).not.toContain('aria-label="Remove owner@harbour.example"');

      const sam = before.find((staff) => staff.email === "sam@harbour.example")!;
      expect((await call("POST", `/console/staff/${sam.id}/remove`, { cookie: manager.cookie })).headers.get("location")).toBe("/console/staff?done=removed");
      expect((await listStaff(db, harbour.slug)).map((staff) => staff.email)).not.toContain("sam@harbour.example");
    });

    it("streams each new lead to an open inbox as a server-sent event; a filtered inbox has no script", async () => {
      const { db } = await backend.open();
      const call = consoleClient(consoleServices(db), harbour);
      const owner = await signedInStaff(db, harbour.slug, "owner@harbour.example", "owner");
      const inbox = await (await call("GET", "/console/leads", { cookie: owner.cookie })).text();
      expect(inbox).toMatch(/<p id="live-leads" role="status" data-after="2026-12-05T00:00:00.000Z"><\/p>/);
      expect(inbox).toMatch(/<script nonce="[^"]+">/);
      expect(await (await call("GET", "/console/leads?status=new", { cookie: owner.cookie })).text()).not.toContain("<script");

      vi.useFakeTimers({ toFake: ["setInterval", "clearInterval"] });
      try {
        const events = await call("GET", "/console/leads/events?after=2026-12-05T00:00:00.000Z", { cookie: owner.cookie });
        expect(events.headers.get("content-type")).toBe("text/event-stream; charset=utf-8");
        const reader = events.body!.pipeThrough(new TextDecoderStream()).getReader();
        expect((await reader.read()).value).toBe("retry: 3000\n\n");
        const lead = await sendLead(db, harbour.slug, { name: "Zed", category: "General Enquiry" }, new Date(NOW.getTime() + 60_000));
        await vi.advanceTimersByTimeAsync(2_000);
        const sent = (await reader.read()).value!;
        expect(sent).toMatch(/^id: 2026-12-05T00:01:00.000Z\nevent: lead\ndata: /);
        expect(JSON.parse(/data: (.*)\n/.exec(sent)![1]!)).toEqual({ id: lead, name: "Zed", category: "General Enquiry", received: "5 Dec 2026, 10:01 AM" });
        await reader.cancel();
      } finally {
        vi.useRealTimers();
      }
    });

    it("marks a new lead overdue after the site's minutes without contact", async () => {
      const { db } = await backend.open();
      const owner = await signedInStaff(db, harbour.slug, "owner@harbour.example", "owner");
      await sendLead(db, harbour.slug, { name: "Ada" }, NOW);
      const site = { ...harbour, leads: { ...harbour.leads, server: { ...harbour.leads.server, overdue_minutes: 30 } } };
      const clock = { now: new Date(NOW.getTime() + 29 * 60_000) };
      const call = consoleClient(consoleServices(db), site, clock);
      expect(await (await call("GET", "/console/leads", { cookie: owner.cookie })).text()).not.toContain('class="overdue"');
      clock.now = new Date(NOW.getTime() + 30 * 60_000);
      expect(await (await call("GET", "/console/leads", { cookie: owner.cookie })).text()).toContain('<strong class="overdue"> overdue</strong>');
    });
  });
});
