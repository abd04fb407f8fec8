import { addMilliseconds } from "date-fns";
import type { Transaction } from "kysely";
import type { Database } from "../../types/services.ts";
import type { Tables } from "../../storage/tables.ts";
import type { Site } from "../../types/index.ts";
import { claimDue, recordAttempt, type OutboxRow } from "./outbox-queue.ts";
import { retryDelayMs } from "./retry-backoff.ts";
import { LOCAL_RECEIVERS_HINT, sendWebhook, type PostWebhook } from "./send-webhook.ts";
import { refusedLiteral } from "../../http/address-guard.ts";
import leadsOptionsSchema from "../../../schemas/site/leads.json" with { type: "json" };

type DeliveryRules = Site["leads"]["server"]["delivery"];

// A site removed from the platform keeps its queued deliveries retrying by the schema's default rules.
const DEFAULT_DELIVERY_RULES = Object.fromEntries(
  Object.entries(leadsOptionsSchema.properties.server.properties.delivery.properties).map(([key, rule]) => [key, rule.default]),
) as DeliveryRules;

export interface DeliveryEnv {
  db: Database;
  sites: ReadonlyMap<string, Site>;
  now(): Date;
  /** Sends a webhook; unless private addresses are allowed, it refuses them as it connects. */
  post: PostWebhook;
  /** Deliver to loopback and private addresses too (local receivers: ALLOW_PRIVATE_WEBHOOKS=1). */
  allowPrivateWebhooks: boolean;
  batchSize: number;
  concurrency: number;
}

/**
 * Attempts the deliveries that are due, `concurrency` at a time, up to `batchSize`. Rows are claimed one round
 * at a time, so a claim's lease only has to outlast one attempt. Returns how many were attempted.
 */
export async function deliverDue(env: DeliveryEnv): Promise<number> {
  let attempted = 0;
  while (attempted < env.batchSize) {
    const rows = await claimDue(env.db, "lead_outbox", env.now(), leaseMs(env), Math.min(env.concurrency, env.batchSize - attempted));
    if (rows.length === 0) break;
    // The round's outcomes are recorded together: one commit instead of one per delivery.
    const records = await Promise.all(rows.map((row) => attempt(env, row)));
    await env.db.transaction().execute(async (trx) => {
      for (const record of records) await record(trx);
    });
    attempted += rows.length;
  }
  return attempted;
}

type RecordOutcome = (trx: Transaction<Tables>) => Promise<void>;

/** Sends one delivery; answers how to record what happened. */
async function attempt(env: DeliveryEnv, row: OutboxRow): Promise<RecordOutcome> {
  const site = env.sites.get(row.site_slug);
  const target = site?.leads.server.webhooks.find((w) => w.name === row.channel);
  const rules = site?.leads.server.delivery ?? DEFAULT_DELIVERY_RULES;
  const refused = target && !env.allowPrivateWebhooks ? refusedLiteral(target.url, LOCAL_RECEIVERS_HINT) : null;
  const outcome = !target
    ? ({ ok: false, status: null, error: `Channel ${row.channel} is not configured for ${row.site_slug}` } as const)
    : refused
      ? ({ ok: false, status: null, error: refused } as const)
      : await sendWebhook(target, row, env.now(), rules.timeout_seconds * 1000, env.post);
  const now = env.now();
  const failures = row.attempts + 1;
  const retryAt = outcome.ok || failures >= rules.max_attempts ? null : addMilliseconds(now, retryDelayMs(failures, rules));
  return (trx) => recordAttempt(trx, row, outcome, retryAt, now);
}

/** Longest one attempt can take (the slowest channel's timeout), plus slack. */
function leaseMs(env: DeliveryEnv): number {
  let longest = 0;
  for (const site of env.sites.values()) {
    if (site.leads.server.webhooks.length > 0) longest = Math.max(longest, site.leads.server.delivery.timeout_seconds);
  }
  return ((longest || 10) + 5) * 1000;
}
