// npm run bench:reserve [-- --attempts N]
// N (100) shoppers, each signed in with a session of their own, try to reserve the same car at once with the
// success test card, their posts split between two platform servers (dist/server/main.js, the demo sites) on one
// PostgreSQL 15 database with durable commits. Exactly one must be told 201 reserved and every other 409 taken
// within 1 s; the script prints the counts and the p50/p99 time to an answer, and exits non-zero otherwise.
import { mkdtempSync } from "node:fs";
import { tmpdir } from "node:os";
import { join } from "node:path";
import { parseArgs } from "node:util";
import { percentile } from "./support.ts";
import { ensurePlatformBuilt, startPlatform, type PlatformServer } from "../../tests/kit/platform-server.ts";
import { startDurablePostgres } from "../../tests/kit/leads/durable-postgres.ts";
import { signedIn } from "../../tests/kit/accounts/signed-in.ts";
import { siteClient } from "../../tests/kit/site-http.ts";
import { openDatabase } from "../../runtime/storage/open-database.ts";
import { loadSites } from "../../runtime/site/load-sites.ts";

const { values: args } = parseArgs({ options: { attempts: { type: "string", default: "100" } } });
const ATTEMPTS = Number(args.attempts);
const SITE = "harbour-motors";
const LIMIT_MS = 1000;
const SECRET = "bench-reserve-session-secret-0123456789abcdef";
const tmp = (name: string) => mkdtempSync(join(tmpdir(), `forecourt-bench-reserve-${name}-`));

/** A used car of the site in stock and not reserved, as the shared database has it once the servers seeded it. */
async function reservableCar(db: Awaited<ReturnType<typeof openDatabase>>["db"]): Promise<string> {
  const { sites } = await loadSites({ sitesDir: "sites" });
  const site = sites.find((entry) => entry.site.slug === SITE)!.site;
  const rows = await db
    .selectFrom("cars")
    .select(["slug", "data"])
    .where("status", "=", "in_stock")
    .where("dealership_id", "in", site.dealerships.map((dealership) => dealership.id))
    .orderBy("id", "desc")
    .execute();
  const car = rows.find((row) => {
    const data = JSON.parse(row.data) as { reserved: boolean; show_on_dealer_website: boolean; car_type: string };
    return !data.reserved && data.show_on_dealer_website && data.car_type === "used";
  });
  if (!car) throw new Error(`${SITE} has no reservable used car`);
  return car.slug;
}

await ensurePlatformBuilt();
const postgres = await startDurablePostgres(55000 + Math.floor(Math.random() * 1000));
const servers: PlatformServer[] = [];
try {
  const env = { DATABASE_URL: postgres.url, SESSION_SECRET: SECRET };
  // One after the other: the first seeds the demo stock, the second finds it there.
  servers.push(await startPlatform({ ...env, DATA_DIR: tmp("a") }));
  servers.push(await startPlatform({ ...env, DATA_DIR: tmp("b") }));
  const database = await openDatabase({ dataDir: tmp("script"), databaseUrl: postgres.url });
  const slug = await reservableCar(database.db);
  const shoppers = await Promise.all(Array.from({ length: ATTEMPTS }, (_, i) => signedIn(database.db, SITE, SECRET, `bench-${i}@example.com`)));
  await database.close();

  // A connection per shopper, opened before the race so it times the reservations, not TCP handshakes.
  const clients = servers.map((server) => siteClient(server.port, SITE, { connections: ATTEMPTS }));
  await Promise.all(clients.map((client) => Promise.all(Array.from({ length: ATTEMPTS / 2 }, () => client.get("/healthz")))));
  const attempt = async (i: number) => {
    const body = new URLSearchParams({ car: slug, key: crypto.randomUUID(), name: `Bench ${i}`, email: `bench-${i}@example.com`, card_number: "4242424242424242" });
    const start = performance.now();
    const answer = await clients[i % clients.length]!.send("POST", "/api/checkout/pay", body.toString(), {
      "content-type": "application/x-www-form-urlencoded",
      accept: "application/json",
      cookie: shoppers[i]!.cookie,
    });
    return { status: answer.status, ms: performance.now() - start };
  };
  const answers = await Promise.all(Array.from({ length: ATTEMPTS }, (_, i) => attempt(i)));
  clients.forEach((client) => client.close());

  const counts = new Map<number, number>();
  for (const { status } of answers) counts.set(status, (counts.get(status) ?? 0) + 1);
  const times = answers.map((answer) => answer.ms).sort((a, b) => a - b);
  const losers = answers.filter((answer) => answer.status === 409);
  const slowLosers = losers.filter((answer) => answer.ms > LIMIT_MS).length;
  console.log(`\nReservation race: ${ATTEMPTS} shoppers reserve ${slug} at once, across 2 servers on one PostgreSQL 15 database (durable commits)\n`);
  console.log(`answers     ${[...counts].sort(([a], [b]) => a - b).map(([status, n]) => `${status}: ${n}`).join(", ")}`);
  console.log(`all         p50 ${percentile(times, 0.5).toFixed(1)} ms, p99 ${percentile(times, 0.99).toFixed(1)} ms, max ${times.at(-1)!.toFixed(1)} ms`);
  const loserTimes = losers.map((answer) => answer.ms).sort((a, b) => a - b);
  if (loserTimes.length > 0) console.log(`409 taken   p50 ${percentile(loserTimes, 0.5).toFixed(1)} ms, p99 ${percentile(loserTimes, 0.99).toFixed(1)} ms, ${slowLosers} over ${LIMIT_MS} ms`);
  const ok = counts.get(201) === 1 && losers.length === ATTEMPTS - 1 && slowLosers === 0;
  console.log(ok ? "PASS: exactly one reservation, every other answer a 409 within 1 s" : "FAIL: expected exactly one 201 and every other answer a 409 within 1 s");
  process.exitCode = ok ? 0 : 1;
} finally {
  await Promise.all(servers.map((server) => server.stop()));
  postgres.stop();
}
