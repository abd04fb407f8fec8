import { request as httpRequest } from "node:http";

export interface TestResponse {
  status: number;
  headers: Record<string, string | string[] | undefined>;
  text: string;
  bytes: Buffer;
  json<T = any>(): T;
}

/** An HTTP request with a chosen Host header (fetch cannot set Host), for multi-tenant tests. */
export function request(
  base: string,
  path: string,
  options: { host?: string; method?: string; headers?: Record<string, string>; body?: string | Uint8Array } = {},
): Promise<TestResponse> {
  const url = new URL(path, base);
  return new Promise((resolve, reject) => {
    const req = httpRequest(
      url,
      { method: options.method ?? "GET", headers: { ...(options.host ? { host: options.host } : {}), ...options.headers } },
      (res) => {
        const chunks: Buffer[] = [];
        res.on("data", (chunk: Buffer) => chunks.push(chunk));
        res.on("end", () => {
          const bytes = Buffer.concat(chunks);
          const text = bytes.toString("utf8");
          resolve({ status: res.statusCode ?? 0, headers: res.headers, text, bytes, json: () => JSON.parse(text) });
        });
      },
    );
    req.on("error", reject);
    req.end(options.body);
  });
}
