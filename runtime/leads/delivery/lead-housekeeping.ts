import type { Database } from "../../types/services.ts";
import { DRAFT_LIFETIME_MS } from "../form-drafts.ts";

/** An Idempotency-Key protects retries for a day; after that the key may be forgotten. */
export const IDEMPOTENCY_LIFETIME_MS = 24 * 60 * 60 * 1000;

/** Forgets expired Idempotency-Keys and no-JavaScript drafts (drafts hold what a shopper typed). */
export async function forgetExpired(db: Database, now: Date): Promise<void> {
  const before = (ms: number) => new Date(now.getTime() - ms).toISOString();
  await db.deleteFrom("lead_idempotency").where("created_at", "<", before(IDEMPOTENCY_LIFETIME_MS)).execute();
  await db.deleteFrom("lead_form_drafts").where("created_at", "<", before(DRAFT_LIFETIME_MS)).execute();
}
