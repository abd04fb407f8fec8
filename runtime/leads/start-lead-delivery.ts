import type { Services, Site } from "../types/index.ts";
import { onLeadQueued } from "./delivery-signal.ts";
import { startBackgroundWorker } from "./background-worker.ts";
import { deliverDue, type DeliveryEnv } from "./delivery/deliver-due.ts";
import { forgetExpired } from "./delivery/lead-housekeeping.ts";
import { guardedLookup, resolveHost, type ResolveHost } from "../http/address-guard.ts";
import { httpPost, LOCAL_RECEIVERS_HINT, type PostWebhook } from "./delivery/send-webhook.ts";

export interface LeadDeliveryOptions {
  pollMs?: number;
  now?: () => Date;
  /** How a webhook is sent (tests pass a fake receiver); by default over node:http(s), resolving with `resolveHost`. */
  post?: PostWebhook;
  resolveHost?: ResolveHost;
  /** Default: ALLOW_PRIVATE_WEBHOOKS=1 in the environment. */
  allowPrivateWebhooks?: boolean;
}

/** Stops the worker; resolves when the attempt in flight (if any) has been recorded. */
export type StopLeadDelivery = (() => Promise<void>) & {
  /** Attempts every due delivery now (tests and scripts); resolves with how many were attempted. */
  runOnce(): Promise<number>;
};

const HOUSEKEEPING_MS = 10 * 60 * 1000;

/**
 * The outbox worker: delivers queued lead events to each site's webhooks, retrying with exponential backoff.
 * Everything it knows is in the database (status, attempts, next_attempt_at), so a restart resumes where the
 * last process stopped. Runs at once when a lead is queued in this process, and polls for the rest.
 */
export function startLeadDelivery(
  services: Services,
  sites: readonly Site[],
  options: LeadDeliveryOptions = {},
): StopLeadDelivery {
  const allowPrivateWebhooks = options.allowPrivateWebhooks ?? process.env.ALLOW_PRIVATE_WEBHOOKS === "1";
  const env: DeliveryEnv = {
    db: services.db,
    sites: new Map(sites.map((site) => [site.slug, site])),
    now: options.now ?? (() => new Date()),
    post: options.post ?? httpPost(allowPrivateWebhooks ? undefined : guardedLookup(options.resolveHost ?? resolveHost, LOCAL_RECEIVERS_HINT)),
    allowPrivateWebhooks,
    batchSize: 50,
    concurrency: 8,
  };
  let stopped = false;
  let lastHousekeeping = 0;
  const worker = startBackgroundWorker(
    async () => {
      let attempted = 0;
      let count;
      do {
        count = await deliverDue(env);
        attempted += count;
      } while (count === env.batchSize && !stopped);
      if (env.now().getTime() - lastHousekeeping > HOUSEKEEPING_MS) {
        lastHousekeeping = env.now().getTime();
        await forgetExpired(env.db, env.now());
      }
      return attempted;
    },
    options.pollMs ?? 1000,
    "lead delivery run failed",
  );
  const unsubscribe = onLeadQueued(() => void worker.wake());
  const stop = async () => {
    stopped = true;
    unsubscribe();
    await worker.stop();
  };
  return Object.assign(stop, { runOnce: worker.wake });
}
