import { addMilliseconds } from "date-fns";
import type { ExpressionBuilder } from "kysely";
import type { Database } from "../types/services.ts";
import type { Tables } from "../storage/tables.ts";
import type { OutboxTable } from "../storage/tables/account-tables.ts";

export type QueuedMessage = OutboxTable;

/**
 * Claims up to `limit` due messages for `leaseMs` with one conditional update, so two workers (or this one
 * after a restart) never both send a message; a crash mid-send only delays it until the lease runs out.
 */
export async function claimDueMessages(db: Database, now: Date, leaseMs: number, limit: number): Promise<QueuedMessage[]> {
  const nowIso = now.toISOString();
  const free = (eb: ExpressionBuilder<Tables, "outbox">) =>
    eb.or([eb("locked_until", "is", null), eb("locked_until", "<=", nowIso)]);
  const due = await db
    .selectFrom("outbox")
    .select("id")
    .where("status", "=", "pending")
    .where("next_attempt_at", "<=", nowIso)
    .where(free)
    .orderBy("next_attempt_at")
    .limit(limit)
    .execute();
  if (due.length === 0) return [];
  return db
    .updateTable("outbox")
    .set({ locked_until: addMilliseconds(now, leaseMs).toISOString() })
    .where("id", "in", due.map((row) => row.id))
    .where("status", "=", "pending")
    .where(free)
    .returningAll()
    .execute();
}

/** Records one attempt: sent, retried at `retryAt`, or given up (`failed`) when `retryAt` is null. */
export async function recordAttempt(db: Database, message: QueuedMessage, error: string | null, retryAt: Date | null, now: Date): Promise<void> {
  const status = error === null ? "sent" : retryAt ? "pending" : "failed";
  await db
    .updateTable("outbox")
    .set({
      status,
      attempts: message.attempts + 1,
      last_error: error?.slice(0, 500) ?? null,
      delivered_at: error === null ? now.toISOString() : null,
      next_attempt_at: retryAt ? retryAt.toISOString() : message.next_attempt_at,
      locked_until: null,
    })
    .where("id", "=", message.id)
    .execute();
}
