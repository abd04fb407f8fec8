import type { Database } from "../../types/services.ts";
import type { LeadUserData } from "../../forms/lead-types.ts";
import type { LeadOutboxTable, LeadsTable } from "../../storage/tables/lead-tables.ts";
import { deliveryState } from "./delivery-summary.ts";

/** A stored lead as exported: its columns, the state of its deliveries and its answers. */
export type ExportedLead = ReturnType<typeof exportedLead>;

export interface ExportQuery {
  siteSlug: string;
  /** ISO timestamp: leads created at or after it. */
  since: string | null;
  includeSpam: boolean;
}

/** A site's leads, oldest first, each with the state of its deliveries. */
export async function exportLeads(db: Database, query: ExportQuery): Promise<ExportedLead[]> {
  let leads = db.selectFrom("leads").selectAll().where("site_slug", "=", query.siteSlug);
  // Outbox rows are written with or after their lead, so the same lower bound finds all of them.
  let outbox = db
    .selectFrom("lead_outbox")
    .select(["lead_id", "status", "attempts", "delivered_at", "last_error"])
    .where("site_slug", "=", query.siteSlug);
  if (query.since) {
    leads = leads.where("created_at", ">=", query.since);
    outbox = outbox.where("created_at", ">=", query.since);
  }
  if (!query.includeSpam) leads = leads.where("status", "!=", "spam");
  const [rows, deliveries] = await Promise.all([leads.orderBy("created_at").orderBy("id").execute(), outbox.execute()]);
  const byLead = new Map<string, DeliveryRow[]>();
  for (const delivery of deliveries) byLead.set(delivery.lead_id, [...(byLead.get(delivery.lead_id) ?? []), delivery]);
  return rows.map((row) => exportedLead(row, byLead.get(row.id) ?? []));
}

/** One delivery of a lead, as the export reads it. */
export type DeliveryRow = Pick<LeadOutboxTable, "lead_id" | "status" | "attempts" | "delivered_at" | "last_error">;

/** A stored lead as exported, with the state of its deliveries (every outbox row of that lead). */
export function exportedLead(row: LeadsTable, deliveries: readonly DeliveryRow[]) {
  const delivered = deliveries.flatMap((d) => d.delivered_at ?? []).sort();
  return {
    lead_id: row.id,
    created_at: row.created_at,
    completed_at: row.completed_at,
    status: row.status,
    form: row.form,
    category: row.category,
    subcategory: row.subcategory,
    car_id: row.car_id,
    dealership_slug: row.dealership_slug,
    delivery_status: deliveryState(row.status, deliveries),
    delivery_attempts: deliveries.reduce((sum, d) => sum + d.attempts, 0),
    delivered_at: delivered.at(-1) ?? null,
    last_delivery_error: deliveries.find((d) => d.last_error)?.last_error ?? null,
    userData: JSON.parse(row.payload) as LeadUserData,
  };
}
