import { addMilliseconds } from "date-fns";
import type { Transporter } from "nodemailer";
import type { Database } from "../types/services.ts";
import type { Site } from "../types/index.ts";
import type { PostWebhook } from "../leads/delivery/send-webhook.ts";
import { retryDelayMs } from "../leads/delivery/retry-backoff.ts";
import { claimDue } from "../leads/delivery/outbox-queue.ts";
import { recordAttempt, type QueuedMessage } from "./message-queue.ts";
import { sendEmail } from "./send-email.ts";
import { sendSms } from "./send-sms.ts";

export interface MessageDeliveryEnv {
  db: Database;
  sites: ReadonlyMap<string, Site>;
  now(): Date;
  /** The SMTP transport; null when SMTP_URL is unset (e-mails then stay in the outbox). */
  mail: Transporter | null;
  post: PostWebhook;
  allowPrivateWebhooks: boolean;
  batchSize: number;
}

// One attempt at most waits for the slowest channel's timeout; the lease outlasts it.
const LEASE_MS = 60_000;

/** Sends the messages that are due, retrying failures with the site's lead delivery backoff. Returns how many. */
export async function deliverDueMessages(env: MessageDeliveryEnv): Promise<number> {
  const messages = await claimDue(env.db, "outbox", env.now(), LEASE_MS, env.batchSize);
  await Promise.all(messages.map((message) => attempt(env, message)));
  return messages.length;
}

async function attempt(env: MessageDeliveryEnv, message: QueuedMessage): Promise<void> {
  const site = env.sites.get(message.site_slug);
  const error = !site
    ? `${message.site_slug} is not a site of this server`
    : message.channel === "email"
      ? env.mail
        ? await sendEmail(env.mail, site, message)
        : "SMTP_URL is not set"
      : await sendSms(site, message, env.post, env.allowPrivateWebhooks, env.now());
  const now = env.now();
  const failures = message.attempts + 1;
  const rules = site?.leads.server.delivery;
  const retryAt = error === null || !rules || failures >= rules.max_attempts ? null : addMilliseconds(now, retryDelayMs(failures, rules));
  await recordAttempt(env.db, message, error, retryAt, now);
}
