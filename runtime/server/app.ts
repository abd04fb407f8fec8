import { existsSync } from "node:fs";
import { join } from "node:path";
import Fastify, { type FastifyInstance } from "fastify";
import { constants as zlib } from "node:zlib";
import fastifyCompress from "@fastify/compress";
import fastifyCookie from "@fastify/cookie";
import fastifyHelmet from "@fastify/helmet";
import fastifyRateLimit, { type FastifyRateLimitStore } from "@fastify/rate-limit";
import fastifyStatic from "@fastify/static";
import underPressure from "@fastify/under-pressure";
import { createBodyGate, createFormAnswer, createRequestHandler, type Platform } from "./request-handler.ts";
import { registerMultipartRoute } from "./multipart-route.ts";
import { answerError } from "./error-answer.ts";
import { helmetOptions, transportHeaders } from "./security-headers.ts";
import { logRefusal } from "../http/log.ts";

/** How the HTTP layer is limited and where it sits (README: Configuration). */
export interface HttpOptions {
  clientDir: string;
  /** Largest request body read, in bytes (413 beyond). */
  bodyLimit: number;
  /** Take the client address, protocol and host from the reverse proxy's X-Forwarded-* headers. */
  trustProxy: boolean;
  /** Requests per minute from one client address, assets and /healthz aside (429 beyond). */
  rateLimitPerMinute: number;
  /** Where those requests are counted when instances share them (./rate-limit-store.ts); this process's memory if absent. */
  rateLimitStore?: new () => FastifyRateLimitStore;
  /** Share of time (0 to 1) the event loop is busy, over which requests are shed with 503 and Retry-After; 0 never. */
  shedEventLoopUtilization: number;
  /** Mean event-loop delay, in milliseconds, over which requests are shed too; 0 never. */
  shedEventLoopDelayMs: number;
}

const ALL_METHODS = ["GET", "HEAD", "POST", "PUT", "PATCH", "DELETE", "OPTIONS"] as const;
/** A host name (labels of at most 63 characters) or IP literal, with an optional port: anything else names no site. */
const VALID_HOST = /^(?:[a-z0-9](?:[a-z0-9-]{0,61}[a-z0-9])?(?:\.[a-z0-9](?:[a-z0-9-]{0,61}[a-z0-9])?)*\.?|\[[0-9a-f:.]+\])(?::\d{1,5})?$/i;
const MAX_HOST_LENGTH = 260;
const RETRY_AFTER_SECONDS = 5;

/**
 * The platform's HTTP server. `/healthz` and the built assets sit outside load shedding and rate limits, so
 * a load balancer keeps seeing the server alive while it sheds work; everything else (pages and APIs) is
 * shed with 503 when the event loop falls behind, and limited per client address.
 */
export async function createApp(platform: Platform, options: HttpOptions): Promise<FastifyInstance> {
  const app = Fastify({ trustProxy: options.trustProxy, bodyLimit: options.bodyLimit, keepAliveTimeout: 65_000, return503OnClosing: true });
  app.setErrorHandler(answerError);
  app.setNotFoundHandler((_request, reply) => reply.code(404).type("text/plain; charset=utf-8").send("Not found"));
  app.addHook("onRequest", async (request, reply) => {
    const host = request.host ?? "";
    if (host.length <= MAX_HOST_LENGTH && VALID_HOST.test(host)) return;
    logRefusal(request, 400, "malformed Host header");
    return reply.code(400).send({ message: "Malformed Host header", status: 400 });
  });
  await app.register(fastifyHelmet, helmetOptions);
  // Pages and JSON are compressed as they stream, by what the browser accepts: brotli at a quality that costs
  // about what gzip does (its default, 11, is meant for files compressed once), else gzip. Built assets come
  // precompressed from the build and are left as they are.
  await app.register(fastifyCompress, { encodings: ["br", "gzip"], threshold: 1024, brotliOptions: { params: { [zlib.BROTLI_PARAM_QUALITY]: 4 } } });
  app.addHook("onRequest", transportHeaders);
  app.get("/healthz", (_request, reply) => reply.type("text/plain; charset=utf-8").send("ok"));

  const assets = join(options.clientDir, "assets");
  if (existsSync(assets)) {
    // Content-hashed file names: a URL never changes its content. The build writes .br and .gz beside each file.
    await app.register(fastifyStatic, { root: assets, prefix: "/assets/", preCompressed: true, immutable: true, maxAge: "365d", index: false });
  }

  await app.register(async (shed) => {
    await shed.register(underPressure, {
      // The loop's own busy share is the first signal: on a machine shared with other work, being starved of
      // CPU delays timers without any load of the server's own, and shedding then would refuse work for nothing.
      // The delay is a backstop for stalls. Both are sampled over under-pressure's default interval: a shorter
      // one can catch no delay sample at all, which the plugin counts as infinite delay (so does a whole
      // interval without CPU, whatever the threshold: only 0 turns the delay signal off).
      maxEventLoopUtilization: options.shedEventLoopUtilization,
      eventLoopUtilizationMode: "interval",
      maxEventLoopDelay: options.shedEventLoopDelayMs,
      retryAfter: RETRY_AFTER_SECONDS,
    });
    await shed.register(fastifyRateLimit, {
      max: options.rateLimitPerMinute,
      timeWindow: "1 minute",
      ...(options.rateLimitStore ? { store: options.rateLimitStore } : {}),
      errorResponseBuilder: (_request, context) => ({ statusCode: 429, message: `Too many requests: at most ${context.max} a minute from one address` }),
    });
    await shed.register(fastifyCookie);
    // Every body is read as bytes, within the limit; each API route decides what it accepts.
    shed.removeAllContentTypeParsers();
    shed.addContentTypeParser("*", { parseAs: "buffer" }, (_request, body, done) => done(null, body));
    const handler = createRequestHandler(platform);
    shed.route({ method: [...ALL_METHODS], url: "/*", handler });
    // A route that reads more than the server's limit (a stock feed) or is authorized before its body is read (the
    // admin API) is a Fastify route of its own, with its limit and its gate.
    for (const route of platform.apiRoutes) {
      const gate = route.authorize ? { onRequest: createBodyGate(platform, route) } : {};
      if (route.multipart) {
        await registerMultipartRoute(shed, { ...route, multipart: route.multipart }, gate.onRequest, createFormAnswer(platform, route));
        continue;
      }
      if (!route.bodyLimit && !route.authorize) continue;
      shed.route({ method: route.method, url: route.path.replace(/\{(\w+)\}/g, ":$1"), ...(route.bodyLimit ? { bodyLimit: route.bodyLimit } : {}), ...gate, handler });
    }
  });
  return app;
}
