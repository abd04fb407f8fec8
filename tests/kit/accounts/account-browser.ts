import type { ApiContext, ApiRoute, Services, Site } from "../../../runtime/types/index.ts";
import type { Database } from "../../../runtime/types/services.ts";
import { createRateLimiter } from "../../../runtime/http/rate-limiter.ts";
import { accountRoutes } from "../../../runtime/accounts/routes.ts";
import { readOutbox } from "../../../runtime/notify/read-outbox.ts";
import { readUser } from "../../../runtime/server/session.ts";
import { SESSION_COOKIE } from "../../../runtime/accounts/session-cookie.ts";

export interface AccountBrowserSetup {
  db: Database;
  services: Services;
  clock: { now: Date };
  site: Site;
  secret: string;
  /** The origin the browser's page is on (its requests go there, and say so in their Origin header). */
  origin: string;
  /** The server's own port (the development relying party's). */
  port?: number;
  ip?: string;
}

/** A browser against the account routes: keeps its cookies, posts forms, follows links, and reads codes from the outbox. */
export function accountBrowser({ db, services, clock, site, secret, origin, port = 3000, ip = "203.0.113.9" }: AccountBrowserSetup) {
  const limiter = createRateLimiter();
  const routes = accountRoutes(secret, port, { limiter: () => limiter, now: () => clock.now, perIpLimit: 20 });
  const jar = new Map<string, string>();
  const route = (method: string, path: string): ApiRoute => routes.find((r) => r.method === method && r.path === path)!;
  const cookieHeader = () => [...jar].map(([name, value]) => `${name}=${value}`).join("; ");
  const send = async (method: "GET" | "POST", path: string, fields: Record<string, string> = {}) => {
    const headers = { cookie: cookieHeader(), origin, "content-type": "application/x-www-form-urlencoded" };
    const request = new Request(`${origin}${path}`, { method, headers, body: method === "POST" ? new URLSearchParams(fields).toString() : undefined });
    const user = await readUser(services, site, jar.get(SESSION_COOKIE), secret);
    const ctx: ApiContext = { site, params: {}, url: new URL(request.url), user, services, ip };
    const response = await route(method, ctx.url.pathname).handler(request, ctx);
    for (const set of response.headers.getSetCookie()) {
      const [pair] = set.split(";");
      const [name, value] = pair!.split("=") as [string, string];
      if (value) jar.set(name, value);
      else jar.delete(name);
    }
    return response;
  };
  const post = (path: string, fields?: Record<string, string>) => send("POST", path, fields);
  const get = (path: string) => send("GET", path);
  const lastCode = async () => /\b(\d{6})\b/.exec((await readOutbox(db, site.slug, 1))[0]!.body)![1]!;
  const user = () => readUser(services, site, jar.get(SESSION_COOKIE), secret);
  return { post, get, lastCode, user, jar };
}
