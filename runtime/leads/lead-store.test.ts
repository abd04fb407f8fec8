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
    channels: ["crm", "backup"],
    now,
    checkComplete: () => [],
    ...overrides,
  };
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
      const leadId = (step as { leadId: string }).leadId;
      expect(await outbox(db)).toEqual([]);
      const adjusted = await storeLead(db, input({ id: leadId, adjustmentAnswers: { accident: "No" } }, { isLastStep: false }));
      expect(adjusted).toEqual({ kind: "updated", leadId });
      await storeLead(db, input({ lead_id: leadId, name: "Ada", email: "ada@example.com" }, { channels: ["crm"] }));
      const accepted = await storeLead(
        db,
        input(
          { lead_id: leadId, subcategory: "3. Offer Accepted", offer_accepted: true, form_completed: true },
          { channels: ["crm"] },
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
      const created = (await storeLead(db, input({ name: "Ada" }))) as { leadId: string };
      const other = await storeLead(db, input({ lead_id: created.leadId, name: "Eve" }, { siteSlug: "someone-else" }));
      expect(other).toEqual({ kind: "unknown-lead", field: "lead_id" });
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
