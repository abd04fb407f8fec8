// npm run bench:accounts [-- --seconds N]
// Shopper accounts on the built platform (dist/server/main.js, demo sites, SQLite): sign-in round trips per
// second (ask for a code, read it from the outbox as `npm run outbox` does, verify it: a new account and session
// each time) with 10 shoppers signing in at once, and watchlist saves (POST /api/watchlist/save-car, each of 50
// connections a signed-in shopper of its own saving one car after another) at 50 connections; both beside the
// same server's /healthz at the same concurrency in the same run.
import { mkdtempSync, readFileSync, rmSync } from "node:fs";
import { tmpdir } from "node:os";
import { join } from "node:path";
import { DatabaseSync } from "node:sqlite";
import { parseArgs } from "node:util";
import autocannon from "autocannon";
import { measure, percentile, printTable, type Figures } from "./support.ts";
import { ensurePlatformBuilt, startPlatform } from "../../tests/kit/platform-server.ts";
import { siteClient } from "../../tests/kit/site-http.ts";

const { values: args } = parseArgs({ options: { seconds: { type: "string", default: "8" } } });
const seconds = Number(args.seconds);
const SITE = "harbour-motors";
const SIGN_IN_SHOPPERS = 10;
const CONNECTIONS = 50;

type Client = ReturnType<typeof siteClient>;

/** The `name=value` of a cookie the answer sets. */
function cookieOf(headers: Record<string, string | string[] | undefined>, name: string): string {
  const cookies = ([] as string[]).concat(headers["set-cookie"] ?? []);
  const found = cookies.find((cookie) => cookie.startsWith(`${name}=`));
  if (!found) throw new Error(`no ${name} cookie in the answer`);
  return found.split(";")[0]!;
}

/** A mobile number of its own for each sign-in (the per-destination limit allows five codes a quarter hour). */
let numbers = 0;
const nextMobile = () => `04${String(10_000_000 + (numbers += 1)).slice(-8)}`;

/** One sign-in by code: ask, read the code from the outbox, verify; resolves with the session cookie. */
async function signIn(client: Client, outbox: DatabaseSync, phone: string): Promise<string> {
  const form = (fields: Record<string, string>, cookie?: string) => [new URLSearchParams({ type: "watchlist", redirect: "/watchlist", ...fields }).toString(), { "content-type": "application/x-www-form-urlencoded", ...(cookie ? { cookie } : {}) }] as const;
  const asked = await client.send("POST", "/api/sign-in/code", ...form({ destination: phone }));
  if (asked.status !== 303) throw new Error(`code request answered ${asked.status}`);
  const row = outbox.prepare("select body from outbox where site_slug = ? and destination = ? order by created_at desc limit 1").get(SITE, phone) as { body: string } | undefined;
  const code = row && /\b(\d{6})\b/.exec(row.body)?.[1];
  if (!code) throw new Error(`no code in the outbox for ${phone}`);
  const verified = await client.send("POST", "/api/sign-in/verify", ...form({ code }, cookieOf(asked.headers, "fc_sign_in")));
  if (verified.status !== 303 || verified.headers.location !== "/watchlist") throw new Error(`verify answered ${verified.status} to ${verified.headers.location}`);
  return cookieOf(verified.headers, "fc_session");
}

/** Sign-in round trips for `seconds`, `shoppers` at once: round trips per second and each one's p50/p99. */
async function signInRoundTrips(client: Client, outbox: DatabaseSync): Promise<Figures> {
  const times: number[] = [];
  const started = performance.now();
  const shopper = async () => {
    while (performance.now() - started < seconds * 1000) {
      const start = performance.now();
      await signIn(client, outbox, nextMobile());
      times.push(performance.now() - start);
    }
  };
  await Promise.all(Array.from({ length: SIGN_IN_SHOPPERS }, shopper));
  const elapsed = (performance.now() - started) / 1000;
  times.sort((a, b) => a - b);
  return { rps: times.length / elapsed, p50: percentile(times, 0.5), p99: percentile(times, 0.99) };
}

/** POST /api/watchlist/save-car at 50 connections, each its own signed-in shopper going through the site's cars. */
async function watchlistSaves(port: number, host: string, shoppers: { phone: string; cookie: string }[], carIds: number[]): Promise<Figures> {
  let clients = 0;
  const result = await autocannon({
    url: `http://127.0.0.1:${port}/api/watchlist/save-car`,
    method: "POST",
    connections: CONNECTIONS,
    duration: seconds,
    headers: { host, "content-type": "application/json" },
    setupClient: (client) => {
      const shopper = shoppers[clients % shoppers.length]!;
      let car = clients * 7;
      clients += 1;
      const next = () => JSON.stringify({ phone_number: shopper.phone, car_id: carIds[(car += 1) % carIds.length] });
      client.setHeadersAndBody({ host, "content-type": "application/json", cookie: shopper.cookie }, next());
      client.on("response", () => client.setBody(next()));
    },
  });
  if (result.non2xx > 0 || result.errors > 0) throw new Error(`watchlist saves: ${result.non2xx} non-2xx responses and ${result.errors} errors`);
  return { rps: result.requests.average, p50: result.latency.p50, p99: result.latency.p99 };
}

await ensurePlatformBuilt();
const dataDir = mkdtempSync(join(tmpdir(), "forecourt-bench-accounts-"));
const server = await startPlatform({ DATA_DIR: dataDir, SIGN_IN_RATE_LIMIT_PER_IP: "1000000000" });
const outbox = new DatabaseSync(join(dataDir, "forecourt.db"), { readOnly: true });
const client = siteClient(server.port, SITE, { connections: SIGN_IN_SHOPPERS });
try {
  const base = `http://127.0.0.1:${server.port}`;
  const dealerships = (JSON.parse(readFileSync(`sites/${SITE}.json`, "utf8")) as { dealerships: { id: number }[] }).dealerships.map((dealership) => dealership.id);
  const carIds = (outbox.prepare(`select id from cars where status = 'in_stock' and dealership_id in (${dealerships.join(",")}) order by id`).all() as { id: number }[]).map((row) => row.id);
  await signInRoundTrips(client, outbox);
  const healthSignIn = await measure({ url: `${base}/healthz`, host: client.host, connections: SIGN_IN_SHOPPERS, seconds });
  const signIns = await signInRoundTrips(client, outbox);
  const shoppers = [];
  for (let i = 0; i < CONNECTIONS; i += 1) {
    const phone = nextMobile();
    shoppers.push({ phone, cookie: await signIn(client, outbox, phone) });
  }
  const health = await measure({ url: `${base}/healthz`, host: client.host, connections: CONNECTIONS, seconds });
  const saves = await watchlistSaves(server.port, client.host, shoppers, carIds);
  const saved = (outbox.prepare("select count(*) as n from watchlist").get() as { n: number }).n;

  console.log(`\nShopper accounts benchmark (platform server, ${SITE}, SQLite): ${seconds} s each\n`);
  printTable({
    [`GET /healthz, ${SIGN_IN_SHOPPERS} connections`]: healthSignIn,
    [`sign-in round trip (code, outbox, verify), ${SIGN_IN_SHOPPERS} shoppers`]: signIns,
    [`GET /healthz, ${CONNECTIONS} connections`]: health,
    [`POST /api/watchlist/save-car, ${CONNECTIONS} connections`]: saves,
  });
  console.log(
    // Latencies side by side, not as ratios: autocannon counts whole milliseconds, and /healthz often reads 0.
    `\nsign-ins/s ${signIns.rps.toFixed(1)} (each two POSTs and an outbox read) = ${(signIns.rps / healthSignIn.rps).toFixed(4)} x /healthz at ${SIGN_IN_SHOPPERS}\n` +
      `watchlist saves/s ${saves.rps.toFixed(0)} = ${(saves.rps / health.rps).toFixed(3)} x /healthz at ${CONNECTIONS}; p50 ${saves.p50} ms vs ${health.p50} ms, p99 ${saves.p99} ms vs ${health.p99} ms\n` +
      `${saved} watchlist rows stored over ${carIds.length} cars`,
  );
} finally {
  client.close();
  outbox.close();
  await server.stop();
  rmSync(dataDir, { recursive: true, force: true });
}
