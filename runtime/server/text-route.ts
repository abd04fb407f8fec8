import type { FastifyReply, FastifyRequest } from "fastify";
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

/** A text handler's view of a request whose body Fastify has read (null for none). */
export function textRequest(request: FastifyRequest, body: Buffer | null): TextRequest {
  return {
    method: request.method,
    header(name) {
      const value = request.headers[name.toLowerCase()];
      return value === undefined ? null : Array.isArray(value) ? value.join(", ") : value;
    },
    // As Request.text() decodes: UTF-8, a byte-order mark dropped.
    body: body === null ? "" : decoder.decode(body),
  };
}

/** Sends a text handler's answer with its length; HEAD gets the length and no body. */
export function sendAnswer(reply: FastifyReply, answer: TextAnswer): FastifyReply {
  reply.code(answer.status).headers(answer.headers);
  reply.header("content-length", answer.bytes ?? Buffer.byteLength(answer.body));
  return reply.send(answer.body);
}
