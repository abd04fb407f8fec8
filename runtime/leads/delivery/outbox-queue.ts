import { addMilliseconds } from "date-fns";
import type { ExpressionBuilder, Transaction } from "kysely";
import type { Database } from "../../types/services.ts";
import type { Tables } from "../../storage/tables.ts";
import type { LeadOutboxTable } from "../../storage/tables/lead-tables.ts";
import type { OutboxTable } from "../../storage/tables/account-tables.ts";
import type { SendOutcome } from "./send-webhook.ts";

type Executor = Database | Transaction<Tables>;

export type OutboxRow = LeadOutboxTable;

/** The queues that are claimed alike: lead webhook deliveries, and the notifier's e-mails and texts. */
type Queue = { lead_outbox: OutboxRow; outbox: OutboxTable };

/**
 * Claims up to `limit` due rows of a queue for `leaseMs`: other workers (or this one after a restart) leave a
 * claimed row alone until its lease runs out, so a crash mid-delivery only delays it. The claim is one
 * conditional update returning the rows it took, so two workers never both claim a row.
 */
export async function claimDue<Q extends keyof Queue>(db: Database, queue: Q, now: Date, leaseMs: number, limit: number): Promise<Queue[Q][]> {
  const nowIso = now.toISOString();
  // Both queues have these columns; Kysely checks them against one of the two tables.
  const table = queue as "outbox";
  const free = (eb: ExpressionBuilder<Tables, "outbox">) => eb.or([eb("locked_until", "is", null), eb("locked_until", "<=", nowIso)]);
  const due = await db
    .selectFrom(table)
    .select("id")
    .where("status", "=", "pending")
    .where("next_attempt_at", "<=", nowIso)
    .where(free)
    .orderBy("next_attempt_at")
    .limit(limit)
    .execute();
  if (due.length === 0) return [];
  const claimed = await db
    .updateTable(table)
    .set({ locked_until: addMilliseconds(now, leaseMs).toISOString() })
    .where("id", "in", due.map((row) => row.id))
    .where("status", "=", "pending")
    .where(free)
    .returningAll()
    .execute();
  return claimed as Queue[Q][];
}

/** Records one attempt: delivered, retried at `retryAt`, or given up (`failed`) when a failure has no `retryAt`. */
export async function recordAttempt(db: Executor, row: OutboxRow, outcome: SendOutcome, retryAt: Date | null, now: Date): Promise<void> {
  const attempt = outcome.ok
    ? { status: "delivered" as const, last_error: null, delivered_at: now.toISOString() }
    : { status: retryAt ? ("pending" as const) : ("failed" as const), last_error: outcome.error.slice(0, 500), next_attempt_at: retryAt?.toISOString() ?? row.next_attempt_at };
  await db
    .updateTable("lead_outbox")
    .set({ ...attempt, attempts: row.attempts + 1, last_status: outcome.status, locked_until: null })
    .where("id", "=", row.id)
    .execute();
}
