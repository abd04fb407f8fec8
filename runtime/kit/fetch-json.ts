/**
 * The query function of a block's react-query queries: GETs (or POSTs `body` as) JSON and reads the JSON answer.
 * A non-2xx answer or an unreadable body throws, so react-query retries it and reports the error.
 */
export async function fetchJson<T>(url: string, options: { body?: unknown; signal?: AbortSignal } = {}): Promise<T> {
  const post = options.body !== undefined;
  const response = await fetch(url, {
    method: post ? "POST" : "GET",
    headers: post ? { accept: "application/json", "content-type": "application/json" } : { accept: "application/json" },
    body: post ? JSON.stringify(options.body) : undefined,
    signal: options.signal,
  });
  if (!response.ok) throw new Error(`${url} answered ${response.status}`);
  return (await response.json()) as T;
}
