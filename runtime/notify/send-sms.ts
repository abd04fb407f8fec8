import type { Site } from "../types/index.ts";
import { LOCAL_RECEIVERS_HINT, sendWebhook, type PostWebhook } from "../leads/delivery/send-webhook.ts";
import { refusedLiteral } from "../http/address-guard.ts";
import type { QueuedMessage } from "./message-queue.ts";

/**
 * Sends one text through the site's SMS gateway: a JSON POST `{to, body}` signed like a lead webhook, over the
 * same guarded connection (no private addresses unless allowed). Answers the error, or null once delivered.
 */
export async function sendSms(site: Site, message: QueuedMessage, post: PostWebhook, allowPrivate: boolean, now: Date): Promise<string | null> {
  const gateway = site.accounts.server.sms_webhook;
  if (!gateway) return `${site.slug} names no SMS gateway`;
  const refused = allowPrivate ? null : refusedLiteral(gateway.url, LOCAL_RECEIVERS_HINT);
  if (refused) return refused;
  const body = JSON.stringify({ to: message.destination, body: message.body });
  const outcome = await sendWebhook(gateway, { id: message.id, event: "message.sms", body }, now, site.leads.server.delivery.timeout_seconds * 1000, post);
  return outcome.ok ? null : outcome.error;
}
