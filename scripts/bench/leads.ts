// npm run bench:leads [-- --server platform|leads] [--seconds N]
// Leads accepted per second and p50/p99 latency at 50 concurrent clients, with durable commits, on SQLite
// (WAL, synchronous=FULL) and on PostgreSQL 15 (fsync and synchronous_commit on), against the same server's
// /healthz in the same run. `--server leads` runs the lead API alone (runtime/leads/durability/lead-server.ts)
// instead of the built platform server.
import { mkdtempSync, rmSync } from "node:fs";
import { tmpdir } from "node:os";
import { join } from "node:path";
import { parseArgs } from "node:util";
import { measure, printTable, startServer, type Figures } from "./support.ts";
import { startLeadServer } from "../../runtime/leads/durability/lead-server-process.ts";
import { startDurablePostgres } from "../../runtime/leads/testing/durable-postgres.ts";
import { openDatabase } from "../../runtime/storage/open-database.ts";

const { values: args } = parseArgs({
  options: { server: { type: "string", default: "platform" }, seconds: { type: "string", default: "8" } },
});
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

async function start(env: Record<string, string>) {
  if (args.server === "leads") return startLeadServer({ ...env, ...unlimited });
  return startServer({ ...env, ...unlimited });
}

async function bench(name: string, env: Record<string, string>): Promise<Record<string, Figures>> {
  const server = await start(env);
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

async function storedLeads(env: { dataDir: string; databaseUrl?: string }): Promise<number> {
  const database = await openDatabase(env);
  try {
    const row = await database.db
      .selectFrom("leads")
      .select((eb) => eb.fn.countAll().as("n"))
      .executeTakeFirstOrThrow();
    return Number(row.n);
  } finally {
    await database.close();
  }
}

const sqliteDir = mkdtempSync(join(tmpdir(), "forecourt-bench-leads-"));
const postgres = await startDurablePostgres(54000 + Math.floor(Math.random() * 1000));
try {
  const rows = {
    ...(await bench("SQLite", { DATA_DIR: sqliteDir })),
    ...(await bench("PostgreSQL", { DATA_DIR: mkdtempSync(join(tmpdir(), "forecourt-bench-pg-")), DATABASE_URL: postgres.url })),
  };
  console.log(
    `\nLead API benchmark (${args.server} server): ${CONNECTIONS} connections, ${seconds} s each, every lead committed durably before its 201\n`,
  );
  printTable(rows);
  for (const db of ["SQLite", "PostgreSQL"]) {
    const health = rows[`${db}: GET /healthz`]!;
    const leads = rows[`${db}: POST /api/leads`]!;
    console.log(
      `${db}: leads/s ${leads.rps.toFixed(0)} = ${(leads.rps / health.rps).toFixed(3)} x /healthz; p50 ${(leads.p50 / Math.max(health.p50, 0.01)).toFixed(1)}x, p99 ${(leads.p99 / Math.max(health.p99, 0.01)).toFixed(1)}x`,
    );
  }
  console.log(
    `stored: SQLite ${await storedLeads({ dataDir: sqliteDir })} leads, PostgreSQL ${await storedLeads({ dataDir: sqliteDir, databaseUrl: postgres.url })} leads`,
  );
} finally {
  postgres.stop();
  rmSync(sqliteDir, { recursive: true, force: true });
}
