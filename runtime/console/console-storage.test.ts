import { describe, expect, it } from "vitest";
import { forEachBackend } from "../../tests/kit/backends.ts";
import { NOW, sendLead } from "../../tests/kit/console/console-kit.ts";
import type { Database } from "../types/services.ts";
import { readInboxFilter } from "../rules/console/inbox-filter.ts";
import { addStaff, listStaff, removeStaff, StaffError } from "./staff-store.ts";
import { changeHandling, leadHandling } from "./lead-handling.ts";
import { auditTrail } from "./audit-log.ts";
import { inboxExport, inboxPage } from "./inbox-store.ts";
import { leadsToCsv } from "../leads/export/export-format.ts";
import type { Kysely } from "kysely";
import { createMigrator } from "../storage/migrate.ts";

const SITE = "harbour-motors";
const ZONE = "Australia/Brisbane";
const later = (minutes: number) => new Date(NOW.getTime() + minutes * 60_000);
const filter = (query: string) => readInboxFilter(new URLSearchParams(query));

async function staffOf(db: Database) {
  const owner = await addStaff(db, { siteSlug: SITE, email: "Owner@Harbour.example", role: "owner", actor: "npm run staff" }, NOW);
  const sales = await addStaff(db, { siteSlug: SITE, email: "sam@harbour.example", role: "sales", actor: owner.email }, NOW);
  const other = await addStaff(db, { siteSlug: "other-motors", email: "olly@other.example", role: "owner", actor: "npm run staff" }, NOW);
  return { owner, sales, other };
}

describe("console storage", () => {
  forEachBackend((backend) => {
    it("keeps staff per site, refuses a second of the same address and audits adding and removing", async () => {
      const { db } = await backend.open();
      const { owner, sales } = await staffOf(db);
      expect(owner.email).toBe("owner@harbour.example");
      expect((await listStaff(db, SITE)).map((s) => [s.email, s.role])).toEqual([["owner@harbour.example", "owner"], ["sam@harbour.example", "sales"]]);
      await expect(addStaff(db, { siteSlug: SITE, email: "OWNER@harbour.example", role: "sales", actor: "x" }, NOW)).rejects.toThrow(StaffError);
      await expect(addStaff(db, { siteSlug: SITE, email: "not an address", role: "sales", actor: "x" }, NOW)).rejects.toThrow(StaffError);

      const lead = await sendLead(db, SITE, { name: "Ada" }, NOW);
      await changeHandling(db, owner, lead, { kind: "assign", staffId: sales.id }, later(1));
      expect(await removeStaff(db, { siteSlug: SITE, email: "sam@harbour.example", actor: "npm run staff" }, later(2))).toBe(true);
      expect(await removeStaff(db, { siteSlug: SITE, email: "sam@harbour.example", actor: "npm run staff" }, later(2))).toBe(false);
      // Their leads go back to no one.
      expect((await leadHandling(db, SITE, lead))?.assigned_to).toBeNull();
      const trail = await auditTrail(db, SITE, sales.id);
      expect(trail.map((entry) => [entry.actor, entry.action, entry.before, entry.after])).toEqual([
        ["owner@harbour.example", "staff.add", null, JSON.stringify({ email: "sam@harbour.example", role: "sales" })],
        ["npm run staff", "staff.remove", JSON.stringify({ email: "sam@harbour.example", role: "sales" }), null],
      ]);
    });

    it("changes a lead's status, assignee and notes by role, auditing each change with before and after", async () => {
      const { db } = await backend.open();
      const { owner, sales, other } = await staffOf(db);
      const lead = await sendLead(db, SITE, { name: "Ada" }, NOW);
      expect(await leadHandling(db, SITE, lead)).toEqual({ progress: "new", assigned_to: null, contacted_at: null });

      // Sales staff cannot touch a lead that is not theirs, nor assign one; another site's staff find no such lead.
      expect(await changeHandling(db, sales, lead, { kind: "progress", progress: "won" }, later(1))).toBe("forbidden");
      expect(await changeHandling(db, other, lead, { kind: "progress", progress: "won" }, later(1))).toBe("not-found");
      expect(await changeHandling(db, owner, lead, { kind: "assign", staffId: other.id }, later(1))).toBe("unknown-staff");
      expect(await auditTrail(db, SITE, lead)).toEqual([]);

      expect(await changeHandling(db, owner, lead, { kind: "assign", staffId: sales.id }, later(2))).toBe("changed");
      expect(await changeHandling(db, sales, lead, { kind: "assign", staffId: null }, later(3))).toBe("forbidden");
      expect(await changeHandling(db, sales, lead, { kind: "progress", progress: "contacted" }, later(4))).toBe("changed");
      expect(await changeHandling(db, sales, lead, { kind: "progress", progress: "won" }, later(5))).toBe("changed");
      expect(await changeHandling(db, sales, lead, { kind: "progress", progress: "won" }, later(6))).toBe("unchanged");
      expect(await changeHandling(db, sales, lead, { kind: "note", text: "Test drive Saturday" }, later(7))).toBe("changed");
      // The wait for contact ended when the lead first left `new`.
      expect(await leadHandling(db, SITE, lead)).toEqual({ progress: "won", assigned_to: sales.id, contacted_at: later(4).toISOString() });
      const trail = await auditTrail(db, SITE, lead);
      expect(trail.map((entry) => [entry.actor, entry.action, entry.before, entry.after, entry.created_at])).toEqual([
        [owner.email, "lead.assign", '{"assigned_to":null}', JSON.stringify({ assigned_to: sales.id }), later(2).toISOString()],
        [sales.email, "lead.progress", '{"progress":"new"}', '{"progress":"contacted"}', later(4).toISOString()],
        [sales.email, "lead.progress", '{"progress":"contacted"}', '{"progress":"won"}', later(5).toISOString()],
        [sales.email, "lead.note", null, '{"text":"Test drive Saturday"}', later(7).toISOString()],
      ]);
    });

    it("lists a site's leads newest first by every filter; sales staff see only theirs", async () => {
      const { db } = await backend.open();
      const { owner, sales } = await staffOf(db);
      // Brisbane dates: 1 Dec 10:00, 3 Dec 10:00, 5 Dec 10:00.
      const first = await sendLead(db, SITE, { name: "Ada", category: "Finance Enquiry", message: "50% deposit", location_id: 11 }, new Date("2026-12-01T00:00:00Z"));
      const second = await sendLead(db, SITE, { name: "Bob", category: "General Enquiry", message: "HiLux please", location_id: 12 }, new Date("2026-12-03T00:00:00Z"));
      const third = await sendLead(db, SITE, { name: "Cy", category: "General Enquiry" }, new Date("2026-12-05T00:00:00Z"));
      await sendLead(db, "other-motors", { name: "Elsewhere", category: "General Enquiry" }, NOW);
      await changeHandling(db, owner, second, { kind: "assign", staffId: sales.id }, NOW);
      await changeHandling(db, owner, first, { kind: "progress", progress: "contacted" }, NOW);
      const ownerView = { staffId: owner.id, role: owner.role };
      const ids = async (query: string, viewer = ownerView) => (await inboxPage(db, SITE, ZONE, filter(query), viewer)).leads.map((row) => row.lead.id);

      expect(await ids("")).toEqual([third, second, first]);
      expect(await ids("category=General+Enquiry")).toEqual([third, second]);
      expect(await ids("status=new")).toEqual([third, second]);
      expect(await ids("status=contacted")).toEqual([first]);
      expect(await ids(`assigned=${sales.id}`)).toEqual([second]);
      expect(await ids("assigned=none")).toEqual([third, first]);
      expect(await ids("from=2026-12-02&to=2026-12-04")).toEqual([second]);
      expect(await ids("to=2026-12-01")).toEqual([first]);
      expect(await ids("q=HILUX")).toEqual([second]);
      expect(await ids("location=12")).toEqual([second]);
      expect(await ids("location=11&category=Finance+Enquiry")).toEqual([first]);
      expect(await ids("location=99")).toEqual([]);
      expect(await ids("location=12.5")).toEqual([third, second, first]);
      // % and _ are looked for as they are, not as wildcards.
      expect(await ids("q=50%25")).toEqual([first]);
      expect(await ids("q=5_%25")).toEqual([]);
      // A sales user's filter cannot widen their view.
      expect(await ids("assigned=none", { staffId: sales.id, role: "sales" })).toEqual([second]);

      const page = await inboxPage(db, SITE, ZONE, filter(""), ownerView);
      expect(page.leads.find((row) => row.lead.id === second)).toMatchObject({ progress: "new", assignedTo: sales.id, assignedEmail: sales.email });
      expect(page.hasNext).toBe(false);

      const exported = await inboxExport(db, SITE, ZONE, filter("category=General+Enquiry"), ownerView);
      const csv = leadsToCsv(exported, ["progress", "assigned_to"]).split("\r\n");
      expect(csv[0]).toMatch(/,userData,progress,assigned_to$/);
      expect(csv).toHaveLength(4);
      expect(csv[2]).toContain(second);
      expect(csv[2]).toMatch(/,new,sam@harbour\.example$/);
      // The export of a location's leads holds only them.
      const atLocation = leadsToCsv(await inboxExport(db, SITE, ZONE, filter("location=11"), ownerView), ["progress", "assigned_to"]).split("\r\n");
      expect(atLocation).toHaveLength(3);
      expect(atLocation[1]).toContain(first);
    });

    it("gives leads stored before locations were kept the location their answers name, else their car's", async () => {
      const { db } = await backend.open();
      const migrator = createMigrator(db);
      expect((await migrator.migrateTo("202612060700-service-bookings")).error).toBeUndefined();
      const lead = (id: string, payload: object, car_id: number | null) => ({
        id, site_slug: SITE, status: "complete", form: "enquiry", category: null, subcategory: null, car_id, dealership_slug: null,
        payload: JSON.stringify(payload), created_at: NOW.toISOString(), updated_at: NOW.toISOString(), completed_at: NOW.toISOString(), secret_hash: null, account_id: null,
      });
      await db.insertInto("cars").values([7, 8].map((id) => ({ id, slug: `car-${id}`, dealership_id: 101, status: "in_stock", updated_at: NOW.toISOString(), data: JSON.stringify({ id, location_id: id === 7 ? 12 : null }) }))).execute();
      await (db as Kysely<any>).insertInto("leads").values([
        lead("chose", { name: "Ada", location_id: 11 }, 7),
        lead("car-only", { name: "Bob" }, 7),
        lead("car-nowhere", { name: "Cy" }, 8),
        lead("neither", { name: "Di", location_id: "11" }, null),
      ]).execute();
      expect((await migrator.migrateToLatest()).error).toBeUndefined();
      const rows = await db.selectFrom("leads").select(["id", "location_id"]).orderBy("id").execute();
      expect(rows.map((row) => [row.id, row.location_id === null ? null : Number(row.location_id)])).toEqual([["car-nowhere", null], ["car-only", 12], ["chose", 11], ["neither", null]]);
    });

    it("pages a long inbox fifty leads at a time", async () => {
      const { db } = await backend.open();
      const { owner } = await staffOf(db);
      for (let i = 0; i < 51; i += 1) await sendLead(db, SITE, { name: `Lead ${i}` }, later(i));
      const viewer = { staffId: owner.id, role: owner.role };
      const one = await inboxPage(db, SITE, ZONE, filter(""), viewer);
      const two = await inboxPage(db, SITE, ZONE, filter("page=2"), viewer);
      expect([one.leads.length, one.hasNext, two.leads.length, two.hasNext]).toEqual([50, true, 1, false]);
      expect(JSON.parse(two.leads[0]!.lead.payload)).toMatchObject({ name: "Lead 0" });
    });
  });
});
