import { siteClient } from "../site-http.ts";

export interface LoadOptions {
  port: number;
  /** The site the leads are for (the platform picks the site by the Host header). */
  site: string;
  total: number;
  concurrency: number;
  /** The body of lead number i. */
  body(i: number): unknown;
  /** Called after each acknowledged lead, with the leads acknowledged so far. */
  onAcknowledged?(acknowledged: ReadonlyMap<number, string>): void | Promise<void>;
}

export interface LoadResult {
  /** Lead number -> the lead_id the server acknowledged it with. */
  acknowledged: Map<number, string>;
  /** Lead number -> status of its first acknowledgement (201 created, 200 a retry the server had stored). */
  firstStatus: Map<number, number>;
  /** Sends that got no answer (connection refused or reset) or a 5xx, and were retried. */
  retries: number;
}

/**
 * Sends `total` leads from `concurrency` clients. A lead whose answer is lost is sent again with the same
 * Idempotency-Key until acknowledged, as a browser's retry would. A 4xx is a test failure.
 */
export async function sendLeads(options: LoadOptions): Promise<LoadResult> {
  const client = siteClient(options.port, options.site, { connections: options.concurrency });
  const queue = Array.from({ length: options.total }, (_, i) => i);
  const result: LoadResult = { acknowledged: new Map(), firstStatus: new Map(), retries: 0 };
  const send = async (i: number): Promise<{ status: number; leadId: string } | null> => {
    const response = await client
      .postJson("/api/leads", options.body(i), { "idempotency-key": `durability-${i}` })
      .catch(() => null);
    if (response === null || response.status >= 500) return null;
    if (response.status !== 200 && response.status !== 201) throw new Error(`lead ${i}: HTTP ${response.status} ${response.text}`);
    return { status: response.status, leadId: (JSON.parse(response.text) as { lead_id: string }).lead_id };
  };
  const worker = async () => {
    while (result.acknowledged.size < options.total) {
      const i = queue.shift();
      if (i === undefined) {
        await sleep(20);
        continue;
      }
      const answer = await send(i);
      if (answer === null) {
        result.retries += 1;
        await sleep(50);
        queue.push(i);
        continue;
      }
      result.acknowledged.set(i, answer.leadId);
      result.firstStatus.set(i, answer.status);
      await options.onAcknowledged?.(result.acknowledged);
    }
  };
  try {
    await Promise.all(Array.from({ length: options.concurrency }, worker));
  } finally {
    client.close();
  }
  return result;
}

function sleep(ms: number): Promise<void> {
  return new Promise((resolve) => setTimeout(resolve, ms));
}
