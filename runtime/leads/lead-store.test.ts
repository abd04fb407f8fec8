import { describe, expect, it } from "vitest";
import { forEachBackend } from "../../tests/kit/backends.ts";
import { storeLead, type StoreLeadInput } from "./lead-store.ts";
import type { LeadUserData } from "../forms/lead-types.ts";
import type { Database } from "../types/services.ts";

const now = new Date("2026-11-22T01:00:00.000Z");

function input(userData: LeadUserData, overrides: Partial<StoreLeadInput> = {}): StoreLeadInput {
  return {
    siteSlug: "harbour-motors",
    userData,
    isLastStep: true,
    spam: false,
    idempotency: null,
    secret: null,
    channels: ["crm", "backup"],
    now,
    checkComplete: () => [],
    ...overrides,
  };
}

/** The secret of a second lead: a real secret, but not the one of the lead it is tried on. */
async function newSecretOfAnotherLead(db: Database) {
  return ((await storeLead(db, input({ name: "Bo" }, { channels: [] }))) as { secret: string }).secret;
}

async function outbox(db: Database) {
  return db.selectFrom("lead_outbox").selectAll().orderBy("channel").execute();
}

describe("storeLead", () => {
  forEachBackend((backend) => {
    it("commits the lead with one outbox row per channel", async () => {
      const { db } = await backend.open();
      const result = await storeLead(db, input({ name: "Ada", category: "General Enquiry\u0000", form: "enquiry" }));
      expect(result.kind).toBe("created");
      const leadId = (result as { leadId: string }).leadId;
      const lead = await db.selectFrom("leads").selectAll().executeTakeFirstOrThrow();
      expect(lead).toMatchObject({
        id: leadId,
        status: "complete",
        category: "General Enquiry",
        completed_at: now.toISOString(),
      });
      const rows = await outbox(db);
      expect(rows.map((r) => [r.channel, r.event, r.status, r.attempts])).toEqual([
        ["backup", "lead.completed", "pending", 0],
        ["crm", "lead.completed", "pending", 0],
      ]);
      expect(JSON.parse(rows[0]!.body)).toMatchObject({
        event: "lead.completed",
        delivery_id: rows[0]!.id,
        lead: { id: leadId, site: "harbour-motors" },
      });
    });

    it("writes nothing when the lead is refused inside the transaction", async () => {
      const { db } = await backend.open();
      const refused = await storeLead(db, input({ name: "Ada" }, { checkComplete: () => [{ field: "email", message: "no" }] }));
      expect(refused).toEqual({ kind: "invalid", errors: [{ field: "email", message: "no" }] });
      expect(await db.selectFrom("leads").selectAll().execute()).toEqual([]);
      expect(await outbox(db)).toEqual([]);
    });

    it("keeps steps as a partial lead, delivers it when the last step completes it, then each change", async () => {
      const { db } = await backend.open();
      const step = await storeLead(db, input({ rego: "ABC123", regoState: "qld", form: "trade-in" }, { isLastStep: false }));
      const { leadId, secret } = step as { leadId: string; secret: string };
      expect(await outbox(db)).toEqual([]);
      const adjusted = await storeLead(db, input({ id: leadId, adjustmentAnswers: { accident: "No" } }, { isLastStep: false, secret }));
      expect(adjusted).toEqual({ kind: "updated", leadId });
      await storeLead(db, input({ lead_id: leadId, name: "Ada", email: "ada@example.com" }, { channels: ["crm"], secret }));
      const accepted = await storeLead(
        db,
        input(
          { lead_id: leadId, subcategory: "3. Offer Accepted", offer_accepted: true, form_completed: true },
          { channels: ["crm"], secret },
        ),
      );
      expect(accepted.kind).toBe("updated");
      const lead = await db.selectFrom("leads").selectAll().executeTakeFirstOrThrow();
      expect(lead.status).toBe("complete");
      expect(JSON.parse(lead.payload)).toEqual({
        rego: "ABC123",
        regoState: "qld",
        form: "trade-in",
        adjustmentAnswers: { accident: "No" },
        name: "Ada",
        email: "ada@example.com",
        subcategory: "3. Offer Accepted",
        offer_accepted: true,
        form_completed: true,
      });
      expect((await outbox(db)).map((r) => r.event).sort()).toEqual(["lead.completed", "lead.updated"]);
    });

    it("does not continue another site's lead", async () => {
      const { db } = await backend.open();
      const created = (await storeLead(db, input({ name: "Ada" }))) as { leadId: string; secret: string };
      const other = await storeLead(db, input({ lead_id: created.leadId, name: "Eve" }, { siteSlug: "someone-else", secret: created.secret }));
      expect(other).toEqual({ kind: "unknown-lead", field: "lead_id" });
    });

    it("changes a lead only with the secret its creation answered with; the database keeps only its hash", async () => {
      const { db } = await backend.open();
      const created = (await storeLead(db, input({ name: "Ada", email: "ada@example.com" }))) as { leadId: string; secret: string };
      expect(created.secret).toMatch(/^[A-Za-z0-9_-]{43}$/);
      const rewrite = { lead_id: created.leadId, email: "eve@example.com", subcategory: "3. Offer Accepted", offer_accepted: true };
      for (const secret of [null, "", "x".repeat(43), (await newSecretOfAnotherLead(db)) as string]) {
        expect(await storeLead(db, input(rewrite, { secret }))).toEqual({ kind: "unknown-lead", field: "lead_id" });
      }
      expect(await storeLead(db, input({ id: created.leadId, adjustmentAnswers: {} }, { secret: null }))).toEqual({ kind: "unknown-lead", field: "id" });
      const lead = await db.selectFrom("leads").selectAll().where("id", "=", created.leadId).executeTakeFirstOrThrow();
      expect(JSON.parse(lead.payload)).toEqual({ name: "Ada", email: "ada@example.com" });
      expect(JSON.stringify(lead)).not.toContain(created.secret);
      expect((await outbox(db)).filter((r) => r.lead_id === created.leadId).map((r) => r.event)).toEqual(["lead.completed", "lead.completed"]);
      expect(await storeLead(db, input(rewrite, { secret: created.secret }))).toEqual({ kind: "updated", leadId: created.leadId });
    });

    it("answers a retry of the creating request with a new secret, which replaces the first", async () => {
      const { db } = await backend.open();
      const idempotency = { key: "retry", bodyHash: "h" };
      const first = (await storeLead(db, input({ name: "Ada" }, { idempotency }))) as { leadId: string; secret: string };
      const again = (await storeLead(db, input({ name: "Ada" }, { idempotency }))) as { kind: string; leadId: string; secret: string };
      expect(again).toMatchObject({ kind: "replayed", leadId: first.leadId });
      expect(again.secret).not.toBe(first.secret);
      const change = (secret: string) => storeLead(db, input({ lead_id: first.leadId, message: "later" }, { secret }));
      expect((await change(first.secret)).kind).toBe("unknown-lead");
      expect((await change(again.secret)).kind).toBe("updated");
    });

    it("stores one lead when many requests race with one Idempotency-Key", async () => {
      const { db } = await backend.open();
      const idempotency = { key: "race", bodyHash: "h" };
      const results = await Promise.all(Array.from({ length: 12 }, () => storeLead(db, input({ name: "Ada" }, { idempotency }))));
      const ids = new Set(results.map((r) => (r as { leadId: string }).leadId));
      expect(ids.size).toBe(1);
      expect(results.filter((r) => r.kind === "created")).toHaveLength(1);
      expect(await db.selectFrom("leads").selectAll().execute()).toHaveLength(1);
      const conflict = await storeLead(db, input({ name: "Eve" }, { idempotency: { key: "race", bodyHash: "other" } }));
      expect(conflict).toEqual({ kind: "conflict" });
    });
  });
});
