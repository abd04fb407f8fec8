import type { FastifyRequest } from "fastify";

/** Server log lines: one line each, with the site, route and block that went wrong. */
export function logBlockError(entry: { site: string; route: string; block: string; error: unknown }): void {
  logError(`block failed site=${entry.site} route=${entry.route} block=${entry.block}`, entry.error);
}

export function logError(context: string, error: unknown): void {
  const message = error instanceof Error ? (error.stack ?? error.message) : String(error);
  console.error(`[forecourt] ${context}\n${message}`);
}

/** What a refusal's log line names of its request. */
type RefusedRequest = { method: string; host: string | null | undefined; url: string; ip: string };

/** A refused request (malformed or over a limit): one line, no stack, its parts quoted so junk cannot forge lines. */
export function logRefusal(request: FastifyRequest, status: number, message: string): void {
  logRefused({ method: request.method, host: request.headers.host, url: request.url, ip: request.ip }, status, message);
}

export function logRefused(request: RefusedRequest, status: number, message: string): void {
  const host = JSON.stringify(String(request.host ?? "").slice(0, 100));
  const url = JSON.stringify(request.url.slice(0, 200));
  console.error(`[forecourt] refused ${status} ${request.method} host=${host} url=${url} ip=${request.ip}: ${JSON.stringify(message)}`);
}
