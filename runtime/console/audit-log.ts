import { randomUUID } from "node:crypto";
import type { Database } from "../types/services.ts";

export interface AuditEntry {
  siteSlug: string;
  /** The staff member's e-mail address, or the command that made the change. */
  actor: string;
  /** What was done, e.g. `lead.progress`, `staff.add`. */
  action: string;
  subject: string;
  before: unknown;
  after: unknown;
}

/** Records one change; called on the change's own transaction, so a change is never stored without its record. */
export async function recordAudit(db: Database, entry: AuditEntry, now: Date): Promise<void> {
  await db
    .insertInto("audit_log")
    .values({
      id: randomUUID(),
      site_slug: entry.siteSlug,
      actor: entry.actor,
      action: entry.action,
      subject: entry.subject,
      before: entry.before === null ? null : JSON.stringify(entry.before),
      after: entry.after === null ? null : JSON.stringify(entry.after),
      created_at: now.toISOString(),
    })
    .execute();
}

/** The changes made to one subject of a site, oldest first. */
export async function auditTrail(db: Database, siteSlug: string, subject: string) {
  return db.selectFrom("audit_log").selectAll().where("site_slug", "=", siteSlug).where("subject", "=", subject).orderBy("created_at").orderBy("id").execute();
}
