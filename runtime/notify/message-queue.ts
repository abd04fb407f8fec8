import type { Database } from "../types/services.ts";
import type { OutboxTable } from "../storage/tables/account-tables.ts";

export type QueuedMessage = OutboxTable;

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
