import { Readable } from "node:stream";
import type { ReadableStream as WebReadableStream } from "node:stream/web";
import type { FastifyReply, FastifyRequest } from "fastify";
import type { ApiContext, ApiRoute } from "../types/index.ts";

/**
 * A web-standard Request for an API handler, over the body Fastify has read (within its limit). The Host is the
 * one Fastify settled on, so behind a trusted proxy it is the forwarded host, as the browser saw it.
 */
export function toRequest(request: FastifyRequest, url: URL, body: Buffer | null): Request {
  const headers = new Headers();
  for (const [name, value] of Object.entries(request.headers)) {
    if (Array.isArray(value)) value.forEach((item) => headers.append(name, item));
    else if (value !== undefined) headers.set(name, value);
  }
  headers.set("host", url.host);
  const method = request.method;
  const hasBody = body !== null && method !== "GET" && method !== "HEAD";
  return new Request(url, { method, headers, ...(hasBody ? { body: new Uint8Array(body) } : {}) });
}

/** Sends a web-standard Response as Fastify's reply: read whole, or streamed as it is produced. */
export async function sendResponse(reply: FastifyReply, response: Response, options: { stream?: boolean } = {}): Promise<FastifyReply> {
  reply.code(response.status);
  response.headers.forEach((value, name) => {
    if (name !== "set-cookie") reply.header(name, value);
  });
  const cookies = response.headers.getSetCookie();
  if (cookies.length > 0) reply.header("set-cookie", cookies);
  if (response.body === null) return reply.send();
  if (options.stream) return reply.send(Readable.fromWeb(response.body as WebReadableStream<Uint8Array>));
  return reply.send(Buffer.from(await response.arrayBuffer()));
}

/** Answers an API request by its route's handler. */
export async function answerWithRoute(route: ApiRoute, ctx: ApiContext, request: FastifyRequest, reply: FastifyReply, body: Buffer | null): Promise<FastifyReply> {
  return sendResponse(reply, await route.handler(toRequest(request, ctx.url, body), ctx), { stream: route.stream ?? false });
}
