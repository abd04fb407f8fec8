import { sql, type SqlBool } from "kysely";
import type { Database } from "../types/services.ts";
import type { LeadsTable } from "../storage/tables/lead-tables.ts";
import type { LeadProgress, Viewer } from "../rules/console/staff-role.ts";
import { dateBounds, type InboxFilter } from "../rules/console/inbox-filter.ts";
import { exportedLead, type DeliveryRow } from "../leads/export/lead-export.ts";

/** A lead as the inbox lists it: the stored lead and how the dealer is handling it. */
export interface InboxLead {
  lead: LeadsTable;
  progress: LeadProgress;
  assignedTo: string | null;
  assignedEmail: string | null;
}

export const INBOX_PAGE_SIZE = 50;
/** The most leads one CSV export holds; a larger export is narrowed with the filter (by dates). */
export const EXPORT_MAX_LEADS = 20_000;

/** Which leads a filter picks for a viewer, newest first: sales staff only ever get the leads assigned to them. */
function filtered(db: Database, siteSlug: string, timeZone: string, filter: InboxFilter, viewer: Viewer) {
  let query = db
    .selectFrom("leads")
    .leftJoin("lead_handling", "lead_handling.lead_id", "leads.id")
    .leftJoin("staff", "staff.id", "lead_handling.assigned_to")
    .selectAll("leads")
    .select(["lead_handling.progress", "lead_handling.assigned_to", "staff.email as assigned_email"])
    .where("leads.site_slug", "=", siteSlug)
    .where("leads.status", "!=", "spam");
  if (filter.category) query = query.where("leads.category", "=", filter.category);
  if (filter.location) query = query.where("leads.location_id", "=", filter.location);
  if (filter.progress === "new") query = query.where((eb) => eb.or([eb("lead_handling.progress", "is", null), eb("lead_handling.progress", "=", "new")]));
  else if (filter.progress) query = query.where("lead_handling.progress", "=", filter.progress);
  const assigned = viewer.role === "sales" ? viewer.staffId : filter.assigned;
  if (assigned === "none") query = query.where("lead_handling.assigned_to", "is", null);
  else if (assigned) query = query.where("lead_handling.assigned_to", "=", assigned);
  const { since, before } = dateBounds(filter, timeZone);
  if (since) query = query.where("leads.created_at", ">=", since);
  if (before) query = query.where("leads.created_at", "<", before);
  if (filter.text) {
    const pattern = `%${filter.text.toLowerCase().replace(/[\\%_]/g, (c) => `\\${c}`)}%`;
    query = query.where(sql<SqlBool>`lower(${sql.ref("leads.payload")}) like ${pattern} escape '\\'`);
  }
  return query.orderBy("leads.created_at", "desc").orderBy("leads.id", "desc");
}

type Row = LeadsTable & { progress: LeadProgress | null; assigned_to: string | null; assigned_email: string | null };

function inboxLead({ progress, assigned_to, assigned_email, ...lead }: Row): InboxLead {
  return { lead, progress: progress ?? "new", assignedTo: assigned_to, assignedEmail: assigned_email };
}

/** One page of the inbox, and whether another follows. */
export async function inboxPage(db: Database, siteSlug: string, timeZone: string, filter: InboxFilter, viewer: Viewer): Promise<{ leads: InboxLead[]; hasNext: boolean }> {
  const rows = await filtered(db, siteSlug, timeZone, filter, viewer)
    .limit(INBOX_PAGE_SIZE + 1)
    .offset((filter.page - 1) * INBOX_PAGE_SIZE)
    .execute();
  return { leads: rows.slice(0, INBOX_PAGE_SIZE).map(inboxLead), hasNext: rows.length > INBOX_PAGE_SIZE };
}

/** The viewer's leads received after `after` (ISO 8601), oldest first, at most `limit`: what the live inbox adds. */
export async function leadsAfter(db: Database, siteSlug: string, viewer: Viewer, after: string, limit: number): Promise<InboxLead[]> {
  const rows = await filtered(db, siteSlug, "UTC", NO_FILTER, viewer).where("leads.created_at", ">", after).limit(limit).execute();
  return rows.map(inboxLead).reverse();
}

const NO_FILTER: InboxFilter = { category: null, progress: null, location: null, from: null, to: null, assigned: null, text: null, page: 1 };

const IDS_PER_QUERY = 500;

/** Every lead of the filter (at most EXPORT_MAX_LEADS), as `npm run leads` exports them plus their handling. */
export async function inboxExport(db: Database, siteSlug: string, timeZone: string, filter: InboxFilter, viewer: Viewer) {
  const rows = (await filtered(db, siteSlug, timeZone, filter, viewer).limit(EXPORT_MAX_LEADS).execute()).map(inboxLead);
  const byLead = new Map<string, DeliveryRow[]>();
  for (let at = 0; at < rows.length; at += IDS_PER_QUERY) {
    const ids = rows.slice(at, at + IDS_PER_QUERY).map((row) => row.lead.id);
    const deliveries = await db.selectFrom("lead_outbox").select(["lead_id", "status", "attempts", "delivered_at", "last_error"]).where("lead_id", "in", ids).execute();
    for (const delivery of deliveries) byLead.set(delivery.lead_id, [...(byLead.get(delivery.lead_id) ?? []), delivery]);
  }
  return rows.map((row) => ({ ...exportedLead(row.lead, byLead.get(row.lead.id) ?? []), progress: row.progress, assigned_to: row.assignedEmail ?? "" }));
}
