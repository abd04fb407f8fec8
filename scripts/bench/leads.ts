// npm run bench:leads [-- --seconds N]
// Leads accepted per second and p50/p99 latency at 50 concurrent clients, with durable commits, on SQLite
// (WAL, synchronous=FULL) and on PostgreSQL 15 (fsync, synchronous_commit and full_page_writes on), against the
// same server's /healthz in the same run. The server is the built platform (dist/server/main.js) with the demo
// sites; each database's durability settings are read back from it and printed with the figures.
import { mkdtempSync, rmSync } from "node:fs";
import { tmpdir } from "node:os";
import { join } from "node:path";
import { parseArgs } from "node:util";
import { sql } from "kysely";
import { measure, printTable, type Figures } from "./support.ts";
import { ensurePlatformBuilt, startPlatform } from "../../tests/kit/platform-server.ts";
import { startDurablePostgres } from "../../tests/kit/leads/durable-postgres.ts";
import { openDatabase } from "../../runtime/storage/open-database.ts";

const { values: args } = parseArgs({ options: { seconds: { type: "string", default: "8" } } });
const seconds = Number(args.seconds);
const CONNECTIONS = 50;
const unlimited = { LEADS_RATE_LIMIT_PER_IP: "1000000000", LEADS_RATE_LIMIT_PER_SITE: "1000000000" };
const lead = JSON.stringify({
  isLastStep: true,
  userData: {
    source: "Website",
    name: "Bench",
    email: "bench@example.com",
    phone: "0400 000 000",
    postcode: "4000",
    message: "Is this car still available?",
    category: "General Enquiry",
  },
});

async function bench(name: string, env: Record<string, string>): Promise<Record<string, Figures>> {
  const server = await startPlatform({ ...env, ...unlimited });
  try {
    const base = `http://127.0.0.1:${server.port}`;
    const host = `harbour-motors.localhost:${server.port}`;
    const post = {
      url: `${base}/api/leads`,
      host,
      method: "POST" as const,
      body: lead,
      headers: { "content-type": "application/json" },
      connections: CONNECTIONS,
    };
    await measure({ ...post, seconds: 2 });
    const health = await measure({ url: `${base}/healthz`, host, connections: CONNECTIONS, seconds });
    const leads = await measure({ ...post, seconds });
    return { [`${name}: GET /healthz`]: health, [`${name}: POST /api/leads`]: leads };
  } finally {
    await server.stop();
  }
}

/** How many leads the run stored, and the settings that make a commit durable, as the database reports them. */
async function storedLeads(env: { dataDir: string; databaseUrl?: string }): Promise<string> {
  const database = await openDatabase(env);
  const setting = async (query: string) => Object.values((await sql.raw(query).execute(database.db)).rows[0] as object)[0];
  try {
    const row = await database.db
      .selectFrom("leads")
      .select((eb) => eb.fn.countAll().as("n"))
      .executeTakeFirstOrThrow();
    const settings =
      database.dialect === "postgres"
        ? `fsync=${await setting("show fsync")}, synchronous_commit=${await setting("show synchronous_commit")}, full_page_writes=${await setting("show full_page_writes")}`
        : `journal_mode=${await setting("pragma journal_mode")}, synchronous=${(await setting("pragma synchronous")) === 2 ? "FULL" : await setting("pragma synchronous")}`;
    return `${Number(row.n)} leads stored (${settings})`;
  } finally {
    await database.close();
  }
}

await ensurePlatformBuilt();
const sqliteDir = mkdtempSync(join(tmpdir(), "forecourt-bench-leads-"));
const postgres = await startDurablePostgres(54000 + Math.floor(Math.random() * 1000));
try {
  const rows = {
    ...(await bench("SQLite", { DATA_DIR: sqliteDir })),
    ...(await bench("PostgreSQL", { DATA_DIR: mkdtempSync(join(tmpdir(), "forecourt-bench-pg-")), DATABASE_URL: postgres.url })),
  };
  console.log(
    `\nLead API benchmark (platform server, demo sites): ${CONNECTIONS} connections, ${seconds} s each, every lead committed durably before its 201\n`,
  );
  printTable(rows);
  for (const db of ["SQLite", "PostgreSQL"]) {
    const health = rows[`${db}: GET /healthz`]!;
    const leads = rows[`${db}: POST /api/leads`]!;
    console.log(
      // Latencies side by side, not as ratios: autocannon counts whole milliseconds, and /healthz often reads 0.
      `${db}: leads/s ${leads.rps.toFixed(0)} = ${(leads.rps / health.rps).toFixed(3)} x /healthz; ` +
        `p50 ${leads.p50} ms vs ${health.p50} ms, p99 ${leads.p99} ms vs ${health.p99} ms`,
    );
  }
  console.log(`SQLite: ${await storedLeads({ dataDir: sqliteDir })}`);
  console.log(`PostgreSQL: ${await storedLeads({ dataDir: sqliteDir, databaseUrl: postgres.url })}`);
} finally {
  postgres.stop();
  rmSync(sqliteDir, { recursive: true, force: true });
}
