import type { Database } from "../../types/services.ts";
import { sub, type Duration } from "date-fns";
import { DRAFT_LIFETIME } from "../form-drafts.ts";

/** An Idempotency-Key protects retries for a day; after that the key may be forgotten. */
export const IDEMPOTENCY_LIFETIME: Duration = { days: 1 };

/** Forgets expired Idempotency-Keys and no-JavaScript drafts (drafts hold what a shopper typed). */
export async function forgetExpired(db: Database, now: Date): Promise<void> {
  const before = (lifetime: Duration) => sub(now, lifetime).toISOString();
  await db.deleteFrom("lead_idempotency").where("created_at", "<", before(IDEMPOTENCY_LIFETIME)).execute();
  await db.deleteFrom("lead_form_drafts").where("created_at", "<", before(DRAFT_LIFETIME)).execute();
}
