import type { IncomingMessage, ServerResponse } from "node:http";
import type { ApiRoute, TextAnswer, TextHandler, TextRequest } from "../types/index.ts";

const decoder = new TextDecoder();

/** An API route answered by a text handler, with the web handler every route has made from it. */
export function textRoute(route: Omit<ApiRoute, "handler" | "text"> & { text: TextHandler }): ApiRoute {
  return {
    ...route,
    handler: async (request, ctx) => {
      const body = request.method === "GET" || request.method === "HEAD" ? "" : await request.text();
      const answer = await route.text({ method: request.method, header: (name) => request.headers.get(name), body }, ctx);
      return new Response(answer.body, { status: answer.status, headers: answer.headers });
    },
  };
}

/** A text handler's view of a Node request whose body has been read (null for none). */
export function textRequest(req: IncomingMessage, body: Buffer | null): TextRequest {
  return {
    method: req.method ?? "GET",
    header(name) {
      const value = req.headers[name.toLowerCase()];
      return value === undefined ? null : Array.isArray(value) ? value.join(", ") : value;
    },
    // As Request.text() decodes: UTF-8, a byte-order mark dropped.
    body: body === null ? "" : decoder.decode(body),
  };
}

/**
 * Writes a text handler's answer to Node's response with its length, headers and body in one write; HEAD gets
 * the length and no body. The headers go to writeHead as one flat list, which Node writes out as it is, where
 * a setHeader per header stores each in the response's header map first.
 */
export function sendAnswer(res: ServerResponse, answer: TextAnswer, headOnly = false): void {
  const headers: string[] = [];
  for (const name in answer.headers) headers.push(name, answer.headers[name]!);
  headers.push("content-length", String(answer.bytes ?? Buffer.byteLength(answer.body)));
  res.writeHead(answer.status, headers);
  if (headOnly) res.end();
  else res.end(answer.body);
}
