/** A non-2xx answer: blocks whose message names the status read it here. */
export class AnswerError extends Error {
  readonly status: number;
  constructor(url: string, status: number) {
    super(`${url} answered ${status}`);
    this.status = status;
  }
}

interface FetchOptions {
  /** Sent as JSON in a POST; left out, the request is a GET. */
  body?: unknown;
  /** Extra request headers (a lead's secret). */
  headers?: Record<string, string>;
  signal?: AbortSignal;
}

async function answerOf(url: string, accept: string, { body, headers, signal }: FetchOptions): Promise<Response> {
  const post = body !== undefined;
  const response = await fetch(url, {
    method: post ? "POST" : "GET",
    headers: { ...headers, ...(post ? { accept, "content-type": "application/json" } : { accept }) },
    body: post ? JSON.stringify(body) : undefined,
    signal,
  });
  if (!response.ok) throw new AnswerError(url, response.status);
  return response;
}

/**
 * The query and mutation function of a block's react-query calls: GETs (or POSTs `body` as) JSON and reads the
 * JSON answer. A non-2xx answer or an unreadable body throws, so react-query retries it and reports the error.
 */
export async function fetchJson<T>(url: string, options: FetchOptions = {}): Promise<T> {
  return (await (await answerOf(url, "application/json", options)).json()) as T;
}

/** As fetchJson, for a file the shopper downloads (the vehicle PDF). */
export async function fetchBlob(url: string, options: FetchOptions = {}): Promise<Blob> {
  return (await answerOf(url, "*/*", options)).blob();
}
