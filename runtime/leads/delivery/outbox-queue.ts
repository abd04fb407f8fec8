import { addMilliseconds } from "date-fns";
import type { Transaction } from "kysely";
import type { Database } from "../../types/services.ts";
import type { Tables } from "../../storage/tables.ts";

type Executor = Database | Transaction<Tables>;
import type { LeadOutboxTable } from "../../storage/tables/lead-tables.ts";

export type OutboxRow = LeadOutboxTable;

/**
 * Claims up to `limit` due deliveries for `leaseMs`: other workers (or this one after a restart) leave a claimed
 * row alone until its lease runs out, so a crash mid-delivery only delays it. The claim is one conditional
 * update returning the rows it took, so two workers never both claim a row.
 */
export async function claimDueDeliveries(db: Database, now: Date, leaseMs: number, limit: number): Promise<OutboxRow[]> {
  const nowIso = now.toISOString();
  const due = await db
    .selectFrom("lead_outbox")
    .select("id")
    .where("status", "=", "pending")
    .where("next_attempt_at", "<=", nowIso)
    .where((eb) => eb.or([eb("locked_until", "is", null), eb("locked_until", "<=", nowIso)]))
    .orderBy("next_attempt_at")
    .limit(limit)
    .execute();
  if (due.length === 0) return [];
  return db
    .updateTable("lead_outbox")
    .set({ locked_until: addMilliseconds(now, leaseMs).toISOString() })
    .where(
      "id",
      "in",
      due.map((row) => row.id),
    )
    .where("status", "=", "pending")
    .where((eb) => eb.or([eb("locked_until", "is", null), eb("locked_until", "<=", nowIso)]))
    .returningAll()
    .execute();
}

export async function markDelivered(db: Executor, row: OutboxRow, status: number, now: Date): Promise<void> {
  await db
    .updateTable("lead_outbox")
    .set({
      status: "delivered",
      attempts: row.attempts + 1,
      last_status: status,
      last_error: null,
      delivered_at: now.toISOString(),
      locked_until: null,
    })
    .where("id", "=", row.id)
    .execute();
}

/** Records a failed attempt: retried at `retryAt`, or given up (`failed`) when `retryAt` is null. */
export async function markAttemptFailed(
  db: Executor,
  row: OutboxRow,
  failure: { status: number | null; error: string },
  retryAt: Date | null,
): Promise<void> {
  await db
    .updateTable("lead_outbox")
    .set({
      status: retryAt ? "pending" : "failed",
      attempts: row.attempts + 1,
      last_status: failure.status,
      last_error: failure.error.slice(0, 500),
      next_attempt_at: retryAt ? retryAt.toISOString() : row.next_attempt_at,
      locked_until: null,
    })
    .where("id", "=", row.id)
    .execute();
}
