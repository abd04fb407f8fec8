import { DELIVERY_HEADER, EVENT_HEADER, SIGNATURE_HEADER, signWebhook, TIMESTAMP_HEADER } from "./webhook-signature.ts";

export interface WebhookTarget {
  url: string;
  secret: string;
}

export interface OutgoingDelivery {
  id: string;
  event: string;
  body: string;
}

export type SendOutcome = { ok: true; status: number } | { ok: false; status: number | null; error: string };

/** POSTs one delivery, signed; any 2xx counts as received. Never throws. */
export async function sendWebhook(
  target: WebhookTarget,
  delivery: OutgoingDelivery,
  now: Date,
  timeoutMs: number,
  send: typeof fetch = fetch,
): Promise<SendOutcome> {
  const timestamp = Math.floor(now.getTime() / 1000);
  try {
    const response = await send(target.url, {
      method: "POST",
      headers: {
        "content-type": "application/json",
        "user-agent": "Forecourt-Leads/1",
        [SIGNATURE_HEADER]: signWebhook(target.secret, timestamp, delivery.body),
        [TIMESTAMP_HEADER]: String(timestamp),
        [DELIVERY_HEADER]: delivery.id,
        [EVENT_HEADER]: delivery.event,
      },
      body: delivery.body,
      signal: AbortSignal.timeout(timeoutMs),
      redirect: "manual",
    });
    await response.body?.cancel().catch(() => undefined);
    if (response.status >= 200 && response.status < 300) return { ok: true, status: response.status };
    return { ok: false, status: response.status, error: `HTTP ${response.status}` };
  } catch (error) {
    return { ok: false, status: null, error: error instanceof Error ? error.message : String(error) };
  }
}
