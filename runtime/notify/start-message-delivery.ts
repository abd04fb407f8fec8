import type { Transporter } from "nodemailer";
import type { Database } from "../types/services.ts";
import type { Site } from "../types/index.ts";
import { guardedLookup, resolveHost } from "../http/address-guard.ts";
import { httpPost, LOCAL_RECEIVERS_HINT, type PostWebhook } from "../leads/delivery/send-webhook.ts";
import { deliverDueMessages, type MessageDeliveryEnv } from "./deliver-messages.ts";
import { startBackgroundWorker, type BackgroundWorker } from "../leads/background-worker.ts";

export interface MessageDeliveryOptions {
  mail: Transporter | null;
  pollMs?: number;
  now?: () => Date;
  /** How an SMS gateway is called (tests pass a fake); by default the guarded POST lead webhooks use. */
  post?: PostWebhook;
  allowPrivateWebhooks?: boolean;
}

/**
 * The notifier's delivery worker, woken when a message is queued: everything it knows is in the outbox table, so a
 * restart resumes it.
 */
export function startMessageDelivery(db: Database, sites: readonly Site[], options: MessageDeliveryOptions): BackgroundWorker {
  const allowPrivateWebhooks = options.allowPrivateWebhooks ?? process.env.ALLOW_PRIVATE_WEBHOOKS === "1";
  const env: MessageDeliveryEnv = {
    db,
    sites: new Map(sites.map((site) => [site.slug, site])),
    now: options.now ?? (() => new Date()),
    mail: options.mail,
    post: options.post ?? httpPost(allowPrivateWebhooks ? undefined : guardedLookup(resolveHost, LOCAL_RECEIVERS_HINT)),
    allowPrivateWebhooks,
    batchSize: 20,
  };
  return startBackgroundWorker(() => deliverDueMessages(env), options.pollMs ?? 2000, "message delivery run failed");
}
