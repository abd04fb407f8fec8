import { Agent, request } from "node:http";

export interface SiteResponse {
  status: number;
  headers: Record<string, string | string[] | undefined>;
  body: Buffer;
  /** The body as UTF-8, decoded when read (a benchmark timing each response never pays for it). */
  readonly text: string;
}

/**
 * HTTP to one site of a platform server on 127.0.0.1 (the Host header names the site; fetch would not send
 * it). Bodies go as given: any bytes, any content type. A lost connection rejects.
 */
export function siteClient(port: number, site: string, options: { connections?: number } = {}) {
  const agent = new Agent({ keepAlive: true, maxSockets: options.connections ?? 8 });
  const host = `${site}.localhost:${port}`;
  const send = (method: string, path: string, body: string | Buffer | null, headers: Record<string, string> = {}) =>
    new Promise<SiteResponse>((resolve, reject) => {
      const sent = request(
        { host: "127.0.0.1", port, method, path, agent, headers: { host, origin: `http://${host}`, ...headers } },
        (response) => {
          const chunks: Buffer[] = [];
          response.on("data", (chunk: Buffer) => chunks.push(chunk));
          response.on("end", () => {
            const body = Buffer.concat(chunks);
            resolve({ status: response.statusCode ?? 0, headers: response.headers, body, get text() { return body.toString("utf8"); } });
          });
          response.on("error", reject);
        },
      );
      sent.on("error", reject);
      sent.end(body ?? undefined);
    });
  return {
    host,
    send,
    postJson: (path: string, body: unknown, headers: Record<string, string> = {}) =>
      send("POST", path, JSON.stringify(body), { "content-type": "application/json", ...headers }),
    get: (path: string) => send("GET", path, null),
    close: () => agent.destroy(),
  };
}
