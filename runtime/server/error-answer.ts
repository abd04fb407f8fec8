import type { FastifyError, FastifyReply, FastifyRequest } from "fastify";
import { logError, logRefusal } from "../http/log.ts";
import { TOO_LARGE } from "../http/read-json-body.ts";

/**
 * Fastify's error handler: a refused request (bad Host, body over the limit, rate limit, load shed) answers its
 * 4xx or 503 as `{ message, status }` with one log line at most; anything else is a bug, logged with its stack,
 * and answers a plain 500 that tells nothing of the server.
 */
export function answerError(error: FastifyError, request: FastifyRequest, reply: FastifyReply): FastifyReply {
  const status = error.statusCode ?? 500;
  if (status >= 500 && status !== 503) {
    logError(`request failed: ${request.method} ${request.host}${request.url}`, error);
    if (reply.sent || reply.raw.headersSent) return reply;
    return reply.code(500).type("text/plain; charset=utf-8").send("Something went wrong. Please try again.");
  }
  const message = error.code === "FST_ERR_CTP_BODY_TOO_LARGE" ? TOO_LARGE : error.message;
  // Shed and rate-limited requests come in floods: counting them is the metrics' job, not a line each.
  if (status !== 503 && status !== 429) logRefusal(request, status, message);
  return reply.code(status).type("application/json; charset=utf-8").send({ message, status });
}
