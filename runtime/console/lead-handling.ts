import { randomUUID } from "node:crypto";
import type { Database } from "../types/services.ts";
import type { LeadHandlingTable } from "../storage/tables/console-tables.ts";
import { canAssignLeads, canOpenLead, type LeadProgress } from "../rules/console/staff-role.ts";
import { recordAudit } from "./audit-log.ts";
import type { Staff } from "./staff-store.ts";

export type HandlingChange = { kind: "progress"; progress: LeadProgress } | { kind: "assign"; staffId: string | null } | { kind: "note"; text: string };

export type HandlingOutcome = "changed" | "unchanged" | "not-found" | "forbidden" | "unknown-staff";

type Handling = Pick<LeadHandlingTable, "progress" | "assigned_to" | "contacted_at">;

/** A member of staff as the role rules see them. */
export const viewerOf = (staff: Staff) => ({ staffId: staff.id, role: staff.role });

/** How a lead of the site is handled now (`new` and nobody's without a row); undefined for no such lead of the site. */
export async function leadHandling(db: Database, siteSlug: string, leadId: string): Promise<Handling | undefined> {
  const row = await db
    .selectFrom("leads")
    .leftJoin("lead_handling", "lead_handling.lead_id", "leads.id")
    .select(["lead_handling.progress", "lead_handling.assigned_to", "lead_handling.contacted_at"])
    .where("leads.id", "=", leadId)
    .where("leads.site_slug", "=", siteSlug)
    .where("leads.status", "!=", "spam")
    .executeTakeFirst();
  return row && { progress: row.progress ?? "new", assigned_to: row.assigned_to, contacted_at: row.contacted_at };
}

/** Runs `work` in one transaction on a lead of the staff member's site that their role lets them open. */
async function onOpenLead(db: Database, staff: Staff, leadId: string, work: (trx: Database, handling: Handling) => Promise<HandlingOutcome>): Promise<HandlingOutcome> {
  return db.transaction().execute(async (trx) => {
    const handling = await leadHandling(trx, staff.site_slug, leadId);
    if (!handling) return "not-found";
    if (!canOpenLead(viewerOf(staff), handling.assigned_to)) return "forbidden";
    return work(trx, handling);
  });
}

/**
 * Changes how a lead is handled on behalf of `staff`, checked against their role on their own site, and records
 * the change with what it was before in the audit log, in one transaction.
 */
export async function changeHandling(db: Database, staff: Staff, leadId: string, change: HandlingChange, now: Date): Promise<HandlingOutcome> {
  const siteSlug = staff.site_slug;
  return onOpenLead(db, staff, leadId, async (trx, before) => {
    const audit = (action: string, was: unknown, is: unknown) => recordAudit(trx, { siteSlug, actor: staff.email, action, subject: leadId, before: was, after: is }, now);
    if (change.kind === "note") {
      await trx.insertInto("lead_notes").values({ id: randomUUID(), lead_id: leadId, site_slug: siteSlug, author: staff.email, text: change.text, created_at: now.toISOString() }).execute();
      await audit("lead.note", null, { text: change.text });
      return "changed";
    }
    const after: Handling = { ...before };
    if (change.kind === "progress") {
      after.progress = change.progress;
      // The wait for contact ends the first time the lead leaves `new`, whatever it becomes.
      if (change.progress !== "new" && !before.contacted_at) after.contacted_at = now.toISOString();
    } else {
      if (!canAssignLeads(viewerOf(staff))) return "forbidden";
      if (change.staffId) {
        const assignee = await trx.selectFrom("staff").select("id").where("id", "=", change.staffId).where("site_slug", "=", siteSlug).executeTakeFirst();
        if (!assignee) return "unknown-staff";
      }
      after.assigned_to = change.staffId;
    }
    if (after.progress === before.progress && after.assigned_to === before.assigned_to) return "unchanged";
    await trx
      .insertInto("lead_handling")
      .values({ lead_id: leadId, site_slug: siteSlug, ...after, updated_at: now.toISOString() })
      .onConflict((conflict) => conflict.column("lead_id").doUpdateSet({ ...after, updated_at: now.toISOString() }))
      .execute();
    if (change.kind === "progress") await audit("lead.progress", { progress: before.progress }, { progress: after.progress });
    else await audit("lead.assign", { assigned_to: before.assigned_to }, { assigned_to: after.assigned_to });
    return "changed";
  });
}

export async function leadNotes(db: Database, siteSlug: string, leadId: string) {
  return db.selectFrom("lead_notes").selectAll().where("site_slug", "=", siteSlug).where("lead_id", "=", leadId).orderBy("created_at").orderBy("id").execute();
}

/**
 * 'Retry now' on one of a lead's webhook deliveries that is not delivered: due at once, whatever its backoff said
 * (a given-up delivery gets one more attempt), audited; checked against the staff member's role and site.
 */
export async function retryDelivery(db: Database, staff: Staff, leadId: string, deliveryId: string, now: Date): Promise<HandlingOutcome> {
  const siteSlug = staff.site_slug;
  return onOpenLead(db, staff, leadId, async (trx) => {
    const delivery = await trx.selectFrom("lead_outbox").select(["status", "attempts"]).where("id", "=", deliveryId).where("lead_id", "=", leadId).executeTakeFirst();
    if (!delivery) return "not-found";
    if (delivery.status === "delivered") return "unchanged";
    await trx.updateTable("lead_outbox").set({ status: "pending", next_attempt_at: now.toISOString(), locked_until: null }).where("id", "=", deliveryId).execute();
    await recordAudit(trx, { siteSlug, actor: staff.email, action: "lead.retry-delivery", subject: leadId, before: { delivery: deliveryId, ...delivery }, after: { delivery: deliveryId, status: "pending" } }, now);
    return "changed";
  });
}
