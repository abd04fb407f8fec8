import type { IncomingMessage, ServerResponse } from "node:http";
import type { ApiContext, ApiRoute } from "../types/index.ts";
import { BufferedRequest } from "./buffered-request.ts";
import { bufferedBody } from "./buffered-response.ts";

export class BodyTooLarge extends Error {}

/**
 * Reads a request body into memory, refusing bodies over the limit (API bodies are small JSON). A body that came
 * with its headers is buffered by the time the handler first waits: it is taken at once, where the stream's
 * events would come only after the parser's next turn. Otherwise the stream's events are listened to directly:
 * an async iterator over it costs several promise turns per request.
 */
export async function readBody(req: IncomingMessage, limitBytes: number): Promise<Buffer> {
  const declared = Number(req.headers["content-length"] ?? 0);
  if (declared > limitBytes) throw new BodyTooLarge();
  await null;
  if (declared > 0 && req.readableLength === declared && req.headers["transfer-encoding"] === undefined) {
    const body = req.read() as Buffer;
    // The stream still ends (and is released) as if it had been read to the end.
    req.resume();
    return body;
  }
  return new Promise((resolve, reject) => {
    const chunks: Buffer[] = [];
    let size = 0;
    const finish = (error: Error | null) => {
      req.off("data", onData).off("end", onEnd).off("error", finish);
      if (error) reject(error);
      else resolve(chunks.length === 1 ? chunks[0]! : Buffer.concat(chunks, size));
    };
    const onData = (chunk: Buffer) => {
      size += chunk.length;
      if (size <= limitBytes) return void chunks.push(chunk);
      // As an abandoned async iterator would: stop reading a body that will not be used.
      req.destroy();
      finish(new BodyTooLarge());
    };
    const onEnd = () => finish(null);
    req.on("data", onData).on("end", onEnd).on("error", finish);
  });
}

/** A web-standard Request for an API handler. */
export function toRequest(req: IncomingMessage, url: URL, body: Buffer | null): Request {
  const headers = new Headers();
  for (const [name, value] of Object.entries(req.headers)) {
    if (Array.isArray(value)) value.forEach((item) => headers.append(name, item));
    else if (value !== undefined) headers.set(name, value);
  }
  const method = req.method ?? "GET";
  const hasBody = body !== null && method !== "GET" && method !== "HEAD";
  return hasBody ? new BufferedRequest(url, { method, headers }, body) : new Request(url, { method, headers });
}

/** Writes a web-standard Response to Node's response. */
export async function sendResponse(res: ServerResponse, response: Response, headOnly = false): Promise<void> {
  res.statusCode = response.status;
  response.headers.forEach((value, name) => {
    if (name === "set-cookie") return;
    res.setHeader(name, value);
  });
  const cookies = response.headers.getSetCookie();
  if (cookies.length > 0) res.setHeader("set-cookie", cookies);
  if (headOnly) return void res.end();
  // A held body goes out as it is; asking a buffered response for its `body` would build the stream it avoids.
  const held = bufferedBody(response);
  if (held !== undefined) return void res.end(held);
  if (response.body === null) return void res.end();
  res.end(Buffer.from(await response.arrayBuffer()));
}

/** Answers an API request by its route's handler. */
export async function answerWithRoute(route: ApiRoute, ctx: ApiContext, req: IncomingMessage, res: ServerResponse, body: Buffer | null, headOnly = false): Promise<void> {
  return sendResponse(res, await route.handler(toRequest(req, ctx.url, body), ctx), headOnly);
}
