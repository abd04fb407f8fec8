import { request as httpRequest } from "node:http";
import { request as httpsRequest } from "node:https";
import type { LookupFunction } from "node:net";
import { DELIVERY_HEADER, EVENT_HEADER, SIGNATURE_HEADER, signWebhook, TIMESTAMP_HEADER } from "./webhook-signature.ts";

/** What a refusal of a private address tells the site manager about local receivers. */
export const LOCAL_RECEIVERS_HINT = "ALLOW_PRIVATE_WEBHOOKS=1 allows local receivers";

export interface WebhookTarget {
  url: string;
  secret: string;
}

export interface OutgoingDelivery {
  id: string;
  event: string;
  body: string;
}

export interface WebhookPost {
  headers: Record<string, string>;
  body: string;
  timeoutMs: number;
}

/** Sends one POST and answers the receiver's status; its body is never read. */
export type PostWebhook = (url: string, post: WebhookPost) => Promise<number>;

export type SendOutcome = { ok: true; status: number } | { ok: false; status: number | null; error: string };

/** POSTs one delivery, signed; any 2xx counts as received. Never throws. */
export async function sendWebhook(target: WebhookTarget, delivery: OutgoingDelivery, now: Date, timeoutMs: number, post: PostWebhook): Promise<SendOutcome> {
  const timestamp = Math.floor(now.getTime() / 1000);
  try {
    const status = await post(target.url, {
      headers: {
        "content-type": "application/json",
        "user-agent": "Forecourt-Leads/1",
        [SIGNATURE_HEADER]: signWebhook(target.secret, timestamp, delivery.body),
        [TIMESTAMP_HEADER]: String(timestamp),
        [DELIVERY_HEADER]: delivery.id,
        [EVENT_HEADER]: delivery.event,
      },
      body: delivery.body,
      timeoutMs,
    });
    if (status >= 200 && status < 300) return { ok: true, status };
    return { ok: false, status, error: `HTTP ${status}` };
  } catch (error) {
    return { ok: false, status: null, error: error instanceof Error ? error.message : String(error) };
  }
}

/**
 * A POST over node:http(s) whose connection resolves its host with `lookup` (the private-address guard), so
 * the address checked is the address connected to. Redirects are not followed.
 */
export function httpPost(lookup: LookupFunction | undefined): PostWebhook {
  return (url, post) =>
    new Promise((resolve, reject) => {
      const send = url.startsWith("https:") ? httpsRequest : httpRequest;
      const outgoing = send(
        url,
        { method: "POST", headers: { ...post.headers, "content-length": String(Buffer.byteLength(post.body)) }, lookup, signal: AbortSignal.timeout(post.timeoutMs) },
        (response) => {
          response.resume();
          resolve(response.statusCode ?? 0);
        },
      );
      outgoing.on("error", reject);
      outgoing.end(post.body);
    });
}
