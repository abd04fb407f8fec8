export type Fetched = { ok: true; bytes: Uint8Array } | { ok: false; message: string };

export interface FetchLimits {
  timeoutMs: number;
  maxBytes: number;
}

/**
 * Fetches a feed within its limits: the whole answer within the timeout, at most maxBytes (a declared length
 * over it is refused before reading; a body growing past it is cut off). Never throws.
 */
export async function fetchFeed(url: string, limits: FetchLimits, fetcher: typeof fetch = fetch): Promise<Fetched> {
  const signal = AbortSignal.timeout(limits.timeoutMs);
  try {
    const response = await fetcher(url, { signal, redirect: "follow", headers: { accept: "text/csv, application/json, application/x-ndjson, */*" } });
    if (!response.ok) {
      await response.body?.cancel();
      return { ok: false, message: `the feed's server answered ${response.status}` };
    }
    const declared = Number(response.headers.get("content-length") ?? 0);
    if (declared > limits.maxBytes) {
      await response.body?.cancel();
      return { ok: false, message: tooLarge(limits.maxBytes) };
    }
    const chunks: Uint8Array[] = [];
    let size = 0;
    for await (const chunk of response.body ?? []) {
      size += chunk.byteLength;
      if (size > limits.maxBytes) {
        await response.body?.cancel().catch(() => undefined);
        return { ok: false, message: tooLarge(limits.maxBytes) };
      }
      chunks.push(chunk);
    }
    return { ok: true, bytes: Buffer.concat(chunks) };
  } catch (error) {
    if (signal.aborted) return { ok: false, message: `no whole feed within ${limits.timeoutMs / 1000} seconds` };
    return { ok: false, message: `the feed could not be fetched: ${(error as Error).message}` };
  }
}

function tooLarge(maxBytes: number): string {
  return `the feed is larger than its max_bytes (${maxBytes})`;
}
